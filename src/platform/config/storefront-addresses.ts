import { STOREFRONT_COUNTRIES, type Country } from '../locale/locales';
import type { StorefrontAddresses } from '../seo/storefront-urls';
import { serverConfig, type ServerConfig } from './server-config';

/**
 * The storefronts' public addresses as configured: PUBLIC_BASE_URL, else each country's baseUrl. The demo
 * (SHOP_MODE=demo) is served where it runs, so without PUBLIC_BASE_URL its links stay on
 * http://localhost:PORT rather than on the retailer's domains.
 */
export function storefrontAddresses(config: ServerConfig = serverConfig()): StorefrontAddresses {
  const baseUrls: Partial<Record<Country, string>> = {};
  for (const country of STOREFRONT_COUNTRIES) {
    const baseUrl = config.countries.countries[country].baseUrl;
    if (baseUrl) baseUrls[country] = baseUrl;
  }
  const local = `http://localhost:${config.port}`;
  return {
    publicBaseUrl: config.publicBaseUrl ?? (config.mode === 'demo' ? local : undefined),
    baseUrls,
    fallbackBaseUrl: local,
  };
}

/**
 * The storefronts whose links would fall back to `http://localhost:PORT` for want of a public address:
 * none when PUBLIC_BASE_URL is set, else those without a `baseUrl` in the country configuration. A shop
 * that runs for real must have none.
 */
export function storefrontsWithoutPublicBaseUrl(config: ServerConfig): Country[] {
  if (config.publicBaseUrl) return [];
  return STOREFRONT_COUNTRIES.filter((country) => !config.countries.countries[country].baseUrl);
}
