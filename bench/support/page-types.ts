/** One page of every storefront page type issue 26 judges, on the default (de-DE) storefront's demo data. */
export const PAGE_TYPES = [
  { name: 'home', path: '/' },
  { name: 'list', path: '/l/pg/100' },
  { name: 'brand', path: '/brillen/alpenglanz.html' },
  { name: 'product', path: '/p/pg/100094' },
  { name: 'search results', path: '/search?q=sonnenbrille' },
  { name: 'cart', path: '/cart' },
  { name: 'finder', path: '/partneroptiker' },
  { name: 'help', path: '/service/so-gehts' },
] as const;
