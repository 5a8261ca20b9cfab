import type { LocalizationConfig } from 'payload';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '@/platform/locale/locales';

const LABELS: Record<(typeof SUPPORTED_LOCALES)[number], string> = {
  'de-DE': 'Deutsch (Deutschland)',
  'de-AT': 'Deutsch (Österreich)',
  'de-CH': 'Deutsch (Schweiz)',
  'nl-NL': 'Nederlands',
  'fr-FR': 'Français',
  'es-ES': 'Español',
  'sv-SE': 'Svenska',
  'no-NO': 'Norsk',
  'fi-FI': 'Suomi',
  'en-GB': 'English (UK)',
};

export const localization: LocalizationConfig = {
  locales: SUPPORTED_LOCALES.map((code) => ({ code, label: LABELS[code] })),
  defaultLocale: DEFAULT_LOCALE,
  fallback: false,
};
