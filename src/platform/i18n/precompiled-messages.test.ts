import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import compile from 'icu-minify/compile';
import format, { type FormatValues } from 'icu-minify/format';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../locale/locales';
import { loadSection, MESSAGE_SECTIONS } from './messages';

const A_DATE = new Date(Date.UTC(2026, 10, 28, 14, 30));
const COUNTS = [0, 1, 2, 3, 21, 1234.5];

/** A value for every argument of a message: numbers take `count`, selects their first option, tags wrap. */
function sampleValues(
  elements: MessageFormatElement[],
  count: number,
  values: FormatValues = {},
): FormatValues {
  for (const element of elements) {
    if (element.type === TYPE.tag) {
      values[element.value] = (chunks) => `<${element.value}>${chunks.join('')}</${element.value}>`;
      sampleValues(element.children, count, values);
    } else if (element.type === TYPE.plural || element.type === TYPE.number) {
      values[element.value] = count;
    } else if (element.type === TYPE.date || element.type === TYPE.time) {
      values[element.value] = A_DATE;
    } else if (element.type === TYPE.select) {
      values[element.value] ??= Object.keys(element.options)[0]!;
    } else if (element.type === TYPE.argument) {
      values[element.value] ??= 'Anna';
    }
    if ('options' in element) {
      for (const option of Object.values(element.options)) sampleValues(option.value, count, values);
    }
  }
  return values;
}

function* messagesOf(section: Record<string, unknown>, path: string): Generator<[string, string]> {
  for (const [key, value] of Object.entries(section)) {
    if (typeof value === 'string') yield [`${path}.${key}`, value];
    else yield* messagesOf(value as Record<string, unknown>, `${path}.${key}`);
  }
}

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

const joined = (formatted: unknown) => (Array.isArray(formatted) ? formatted.join('') : String(formatted));

// next-intl's build-time precompilation (icu-minify) must format every message as the ICU formatter does
describe.each(SUPPORTED_LOCALES)('precompiled messages of %s', (locale) => {
  it('format exactly as the ICU formatter for plurals, numbers, dates, selects and rich text', async () => {
    const differences: string[] = [];
    let checked = 0;
    for (const section of MESSAGE_SECTIONS) {
      for (const [id, message] of messagesOf(await loadSection(locale, section), section)) {
        const compiled = compile(message);
        checked++;
        for (const count of COUNTS) {
          const values = sampleValues(parse(message), count);
          const expected = joined(new IntlMessageFormat(message, locale, undefined, {}).format(values));
          const precompiled = joined(format(compiled, locale, values, { formatters }));
          if (precompiled !== expected) differences.push(`${id} (${count}): ${expected} ≠ ${precompiled}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(900);
    expect(differences).toEqual([]);
  });
});
