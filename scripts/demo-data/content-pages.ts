import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Payload } from 'payload';
import { SUPPORTED_LOCALES, type LocaleCode } from '../../src/platform/locale/locales';
import { markdownConverter } from './markdown-page';
import { upsertPage } from './page-upsert';

/** The legal pages the footer, checkout and newsletter link to; their texts are Markdown per locale. */
export const LEGAL_SLUGS = ['impressum', 'datenschutz', 'agb'] as const;
const LEGAL_DIR = path.resolve('scripts/demo-data/content/legal');

/** A document's title (its `# ` first line) and its body. */
export function legalDocument(locale: LocaleCode, slug: string): { title: string; body: string } {
  const text = readFileSync(path.join(LEGAL_DIR, locale, `${slug}.md`), 'utf8');
  const [first = '', ...rest] = text.split('\n');
  const title = /^# (.+)$/.exec(first)?.[1]?.trim();
  if (!title) throw new Error(`${locale}/${slug}.md must start with "# <title>"`);
  return { title, body: rest.join('\n').trim() };
}

/** The legal pages, published in every locale (one page per slug, its text per locale). */
export async function loadLegalPages(payload: Payload): Promise<number> {
  const toRichText = await markdownConverter(payload);
  for (const slug of LEGAL_SLUGS) {
    await upsertPage(payload, (locale) => {
      const { title, body } = legalDocument(locale, slug);
      return { title, slug, layout: [{ blockType: 'richText' as const, content: toRichText(body) }] };
    });
  }
  return LEGAL_SLUGS.length * SUPPORTED_LOCALES.length;
}
