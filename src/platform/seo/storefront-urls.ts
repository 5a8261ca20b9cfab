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

export function domainOf(country: Country, domains: DomainMap): string | undefined {
  return Object.keys(domains).find((domain) => domains[domain] === country);
}

/**
 * The public address of a page in one storefront. On a storefront domain of the config (production) each
 * locale has its own domain: `https://eyewear-shop.fr/p/sg/200001`. Elsewhere (a test or staging host) the
 * locale is chosen by query, as the request context allows: `http://host/p/sg/200001?locale=fr-FR`.
 */
export function storefrontUrl(
  locale: LocaleCode,
  path: string,
  requestHost: string,
  domains: DomainMap,
): string {
  const domain = domainOf(countryOf(locale), domains);
  if (domain && storefrontOfHost(requestHost, domains)) return `https://${domain}${path}`;
  const separator = path.includes('?') ? '&' : '?';
  return `http://${requestHost}${path}${separator}locale=${locale}`;
}

/** The storefront a sitemap or robots.txt answers for: the host's, else the default one. */
export function localeOfHost(requestHost: string, domains: DomainMap): LocaleCode {
  const country = storefrontOfHost(requestHost, domains);
  return country ? localeOfCountry(country) : DEFAULT_LOCALE;
}

/** hreflang alternates of a path across the 10 storefronts, with x-default the default storefront. */
export function languageAlternates(
  path: string,
  requestHost: string,
  domains: DomainMap,
): Record<string, string> {
  const languages: Record<string, string> = Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [locale, storefrontUrl(locale, path, requestHost, domains)]),
  );
  languages['x-default'] = storefrontUrl(DEFAULT_LOCALE, path, requestHost, domains);
  return languages;
}

/** A page's canonical address in its own storefront and its alternates in the others. */
export function pageAlternates(
  locale: LocaleCode,
  path: string,
  requestHost: string,
  domains: DomainMap,
): Metadata['alternates'] {
  return {
    canonical: storefrontUrl(locale, path, requestHost, domains),
    languages: languageAlternates(path, requestHost, domains),
  };
}
