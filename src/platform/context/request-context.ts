import {
  channelOf,
  countryOf,
  currencyOf,
  DEFAULT_LOCALE,
  localeOfCountry,
  normaliseLocaleCode,
  type Country,
  type CurrencyCode,
  type LocaleCode,
} from '../locale/locales';

/** The public path of a page request (before the proxy's rewrite), forwarded by the proxy to the page. */
export const PUBLIC_PATH_HEADER = 'x-shop-public-path';
export const LOCALE_COOKIE = 'shop_locale';
export const APPLICATION_COOKIE = 'shop_application';
export const BAM_APPLICATION = 'bam';

export type Application = 'default' | typeof BAM_APPLICATION;

/** Spec §3 "Request context". */
export interface RequestContext {
  locale: LocaleCode;
  country: Country;
  application: Application;
  channel: string;
  currency: CurrencyCode;
  host: string;
  previewMode: boolean;
}

export interface ContextSources {
  query: URLSearchParams;
  cookie: (name: string) => string | undefined;
  host: string;
  domains: Record<string, Country>;
  previewMode?: boolean;
}

/** What the visit should remember: set when the query chose a locale or application. */
export interface StickyChoices {
  locale?: LocaleCode;
  application?: Application;
}

/** The storefront a host serves by the domain map (port and www. ignored), if any. */
export function storefrontOfHost(host: string, domains: Record<string, Country>): Country | undefined {
  const name = host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  return Object.hasOwn(domains, name) ? domains[name] : undefined;
}

function parseApplication(value: string | null | undefined): Application | undefined {
  if (value === null || value === undefined) return undefined;
  return value === BAM_APPLICATION ? BAM_APPLICATION : 'default';
}

/** Locale: the query wins, then the visit's cookie, then the storefront of the host, then de-DE. */
export function resolveRequestContext(sources: ContextSources): {
  context: RequestContext;
  sticky: StickyChoices;
} {
  const queryLocale = normaliseLocaleCode(sources.query.get('locale'));
  const hostCountry = storefrontOfHost(sources.host, sources.domains);
  const locale =
    queryLocale ??
    normaliseLocaleCode(sources.cookie(LOCALE_COOKIE)) ??
    (hostCountry ? localeOfCountry(hostCountry) : DEFAULT_LOCALE);

  const queryApplication = parseApplication(sources.query.get('application'));
  const application = queryApplication ?? parseApplication(sources.cookie(APPLICATION_COOKIE)) ?? 'default';

  const country = countryOf(locale);
  return {
    context: {
      locale,
      country,
      application,
      channel: channelOf(country),
      currency: currencyOf(country),
      host: sources.host,
      previewMode: sources.previewMode ?? false,
    },
    sticky: { locale: queryLocale, application: queryApplication },
  };
}

/** Pages are rendered per locale and application under an internal path segment pair. */
export function internalPathPrefix(context: Pick<RequestContext, 'locale' | 'application'>): string {
  return `/${context.locale}/${context.application}`;
}
