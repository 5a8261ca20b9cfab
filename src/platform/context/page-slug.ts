/** First path parts the shop's own pages and endpoints use: a content page cannot take them. */
const RESERVED = new Set([
  'admin',
  'api',
  'data',
  'assets',
  'fragments',
  'map',
  'l',
  'p',
  'brillen',
  'search',
  'partneroptiker',
  'stores',
  'kontaktlinsen-test',
  'newsletter',
  'wishlist',
  'cart',
  'checkout',
  'login',
  'register',
  'account',
  'robots.txt',
  'sitemap.xml',
]);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,3}$/;

/** A page address editors may choose: `impressum`, `aktionen/sommer-2027`; at most four parts. */
export function isPageSlug(slug: string): boolean {
  return SLUG.test(slug) && !RESERVED.has(slug.split('/')[0]!);
}
