import type { Metadata } from 'next';
import { storefrontOfHost } from '../context/request-context';
import {
  countryOf,
  DEFAULT_LOCALE,
  localeOfCountry,
  SUPPORTED_LOCALES,
  type Country,
  type LocaleCode,
} from '../locale/locales';

export type DomainMap = Readonly<Record<string, Country>>;

/**
 * Where the storefronts are reachable, from the configuration alone: links never take the request's Host,
 * which a client chooses freely.
 */
export interface StorefrontAddresses {
  /** PUBLIC_BASE_URL: every storefront on this one address, the locale chosen by query (demo, staging) */
  publicBaseUrl?: string;
  /** each storefront's own address (`baseUrl` in the country configuration) */
  baseUrls: Partial<Record<Country, string>>;
  /** where a storefront without an address of its own is linked, the locale chosen by query */
  fallbackBaseUrl: string;
}

const withLocaleQuery = (baseUrl: string, path: string, locale: LocaleCode) =>
  `${baseUrl}${path}${path.includes('?') ? '&' : '?'}locale=${locale}`;

/**
 * The public address of a page in one storefront: `https://eyewear-shop.fr/p/sg/200001` on the storefront's
 * own address, `http://host/p/sg/200001?locale=fr-FR` on a shared one (PUBLIC_BASE_URL, or a storefront
 * without an address of its own), as the request context allows.
 */
export function storefrontUrl(locale: LocaleCode, path: string, addresses: StorefrontAddresses): string {
  if (addresses.publicBaseUrl) return withLocaleQuery(addresses.publicBaseUrl, path, locale);
  const own = addresses.baseUrls[countryOf(locale)];
  return own ? `${own}${path}` : withLocaleQuery(addresses.fallbackBaseUrl, path, locale);
}

/** The storefront a sitemap or robots.txt answers for: the host's, else the default one. */
export function localeOfHost(requestHost: string, domains: DomainMap): LocaleCode {
  const country = storefrontOfHost(requestHost, domains);
  return country ? localeOfCountry(country) : DEFAULT_LOCALE;
}

/** hreflang alternates of a path across the 10 storefronts, with x-default the default storefront. */
export function languageAlternates(path: string, addresses: StorefrontAddresses): Record<string, string> {
  const languages: Record<string, string> = Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, storefrontUrl(locale, path, addresses)]),
  );
  languages['x-default'] = storefrontUrl(DEFAULT_LOCALE, path, addresses);
  return languages;
}

/** A page's canonical address in its own storefront and its alternates in the others. */
export function pageAlternates(
  locale: LocaleCode,
  path: string,
  addresses: StorefrontAddresses,
): Metadata['alternates'] {
  return {
    canonical: storefrontUrl(locale, path, addresses),
    languages: languageAlternates(path, addresses),
  };
}
