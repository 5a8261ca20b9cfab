import { createTranslator } from 'next-intl';
import type { LocaleCode } from '../locale/locales';
import { loadSection } from './messages';

/** A translator bound to one message section, as next-intl's getTranslations / createTranslator give. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** A translator of one section outside a request's messages (mail, HTML fragments). */
export async function sectionTranslator(locale: LocaleCode, section: string): Promise<Translate> {
  return createTranslator({
    locale,
    messages: { [section]: await loadSection(locale, section) },
    namespace: section,
  }) as unknown as Translate;
}
