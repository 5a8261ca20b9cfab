/**
 * The tags of cached shop data, each the slug of the collection or global whose backoffice change drops
 * it (Next's data cache, the in-memory read models, the whole-page cache). A tag outside this list does
 * not type-check, so a cache cannot listen for a change nothing announces.
 */
export const CACHE_TAGS = [
  'catalogue',
  'pages',
  'reviews',
  'opticians',
  'campaigns',
  'stock-items',
  'navigation',
  'footer',
  'feature-flags',
] as const;

export type CacheTag = (typeof CACHE_TAGS)[number];
