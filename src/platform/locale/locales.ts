import { Locale } from './locale';

export const SUPPORTED_LOCALES = [
  'de-DE',
  'de-AT',
  'de-CH',
  'nl-NL',
  'fr-FR',
  'es-ES',
  'sv-SE',
  'no-NO',
  'fi-FI',
  'en-GB',
] as const;

export type LocaleCode = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: LocaleCode = 'de-DE';

export const STOREFRONT_COUNTRIES = ['de', 'at', 'ch', 'nl', 'fr', 'es', 'se', 'no', 'fi', 'gb'] as const;
export type Country = (typeof STOREFRONT_COUNTRIES)[number];

export const CURRENCIES = ['EUR', 'CHF', 'SEK', 'NOK', 'GBP'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

const CURRENCY_BY_COUNTRY: Record<Country, CurrencyCode> = {
  de: 'EUR',
  at: 'EUR',
  ch: 'CHF',
  nl: 'EUR',
  fr: 'EUR',
  es: 'EUR',
  se: 'SEK',
  no: 'NOK',
  fi: 'EUR',
  gb: 'GBP',
};

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (STOREFRONT_COUNTRIES as readonly string[]).includes(value);
}

/** Accepts any casing ("fr-fr", "FR-fr") and answers the supported code, or undefined. */
export function normaliseLocaleCode(value: string | null | undefined): LocaleCode | undefined {
  const lowerCase = value?.toLowerCase();
  return SUPPORTED_LOCALES.find((code) => code.toLowerCase() === lowerCase);
}

export function countryOf(locale: LocaleCode): Country {
  return Locale.parse(locale).country as Country;
}

export function localeOfCountry(country: Country): LocaleCode {
  const code = SUPPORTED_LOCALES.find((candidate) => countryOf(candidate) === country);
  if (!code) throw new Error(`No locale for storefront ${country}`);
  return code;
}

export function currencyOf(country: Country): CurrencyCode {
  return CURRENCY_BY_COUNTRY[country];
}

/** One sales channel per country. */
export function channelOf(country: Country): string {
  return `shop-${country}`;
}

const TIME_ZONE_BY_COUNTRY: Record<Country, string> = {
  de: 'Europe/Berlin',
  at: 'Europe/Vienna',
  ch: 'Europe/Zurich',
  nl: 'Europe/Amsterdam',
  fr: 'Europe/Paris',
  es: 'Europe/Madrid',
  se: 'Europe/Stockholm',
  no: 'Europe/Oslo',
  fi: 'Europe/Helsinki',
  gb: 'Europe/London',
};

export function timeZoneOf(country: Country): string {
  return TIME_ZONE_BY_COUNTRY[country];
}
