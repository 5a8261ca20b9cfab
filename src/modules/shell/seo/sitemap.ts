import type { MetadataRoute } from 'next';
import { cataloguePaths } from '@/modules/catalogue';
import { serverConfig } from '@/platform/config/server-config';
import { storefrontAddresses } from '@/platform/config/storefront-addresses';
import { languageAlternates, localeOfHost, storefrontUrl } from '@/platform/seo/storefront-urls';

/** Pages every storefront has besides the catalogue. */
const SHOP_PATHS = ['/', '/partneroptiker', '/stores'];

/**
 * The sitemap of the storefront the host serves: its home, finder, list, brand and product pages, each with
 * its hreflang alternates in the other storefronts.
 */
export async function storefrontSitemap(host: string): Promise<MetadataRoute.Sitemap> {
  const locale = localeOfHost(host, serverConfig().countries.domains);
  const addresses = storefrontAddresses();
  const paths = [
    ...SHOP_PATHS.map((path) => ({ path, updated: undefined })),
    ...(await cataloguePaths(locale)),
  ];
  return paths.map(({ path, updated }) => ({
    url: storefrontUrl(locale, path, addresses),
    ...(updated ? { lastModified: new Date(updated) } : {}),
    alternates: { languages: languageAlternates(path, addresses) },
  }));
}

/** robots.txt: everything public is crawlable; carts, accounts, search results and the backoffice are not. */
export function storefrontRobots(host: string): MetadataRoute.Robots {
  const locale = localeOfHost(host, serverConfig().countries.domains);
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/admin',
        '/api/',
        '/search',
        '/cart',
        '/checkout',
        '/account',
        '/wishlist',
        '/login',
        '/register',
      ],
    },
    // One sitemap per host: it lists the host's storefront with every page's alternates in the others.
    sitemap: new URL('/sitemap.xml', storefrontUrl(locale, '/', storefrontAddresses())).href,
  };
}
