/**
 * Fails when a locale lacks a translation key that another locale has, when a value is empty, or when
 * the ICU placeholders of a key differ between locales. Run by `npm test`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SUPPORTED_LOCALES } from '../src/platform/locale/locales';
import { countKeys, findTranslationProblems, type Catalogue } from './i18n-problems';

const root = path.resolve('messages');
const catalogue: Catalogue = {};
for (const locale of SUPPORTED_LOCALES) {
  catalogue[locale] = {};
  const dir = path.join(root, locale);
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    catalogue[locale][file.replace(/\.json$/, '')] = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  }
}

const problems = findTranslationProblems(catalogue);
if (problems.length > 0) {
  console.error(
    `Translations are incomplete (${problems.length}):\n${problems.map((p) => `- ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `i18n: ${SUPPORTED_LOCALES.length} locales complete, ${countKeys(catalogue['de-DE'] ?? {})} keys each`,
);
