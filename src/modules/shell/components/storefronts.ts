import type { LocaleCode } from '@/platform/locale/locales';

/** Each storefront named in its own language, for the country and language switcher. */
export const STOREFRONT_NAMES: Record<LocaleCode, string> = {
  'de-DE': 'Deutschland – Deutsch',
  'de-AT': 'Österreich – Deutsch',
  'de-CH': 'Schweiz – Deutsch',
  'nl-NL': 'Nederland – Nederlands',
  'fr-FR': 'France – Français',
  'es-ES': 'España – Español',
  'sv-SE': 'Sverige – Svenska',
  'no-NO': 'Norge – Norsk',
  'fi-FI': 'Suomi – Suomi',
  'en-GB': 'United Kingdom – English',
};
