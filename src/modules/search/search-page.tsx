import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { CatalogueExtensions } from '@/modules/catalogue';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { loadPageData } from '@/platform/server/page-data';
import { normaliseQuery, searchResults, type SearchResults } from './search-service';
import { SearchPage } from './SearchPage';

type SearchParams = Record<string, string | string[] | undefined>;

interface SearchProps {
  params: Promise<ShopRouteParams>;
  searchParams: Promise<SearchParams>;
}

function pageNumber(raw: string | string[] | undefined): number {
  const value = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(value) && value > 1 ? value : 1;
}

/** `/search?q=`: free-text results. Result pages are not indexed by search engines; their links are followed. */
export const createSearchRoute = (extensions: CatalogueExtensions = {}) => ({
  async generateMetadata({ params, searchParams }: SearchProps): Promise<Metadata> {
    const context = await shopContext(await params);
    const t = await getTranslations({ locale: context.locale, namespace: 'search' });
    const query = normaliseQuery((await searchParams).q);
    return {
      title: query ? t('page.title', { query }) : t('page.titleEmpty'),
      robots: { index: false, follow: true },
    };
  },
  async Page({ params, searchParams }: SearchProps) {
    const context = await shopContext(await params);
    setRequestLocale(context.locale);
    const search = await searchParams;
    const query = normaliseQuery(search.q);
    const empty: SearchResults = { query, products: [], brands: [], categories: [], partial: false };
    const { data } = query
      ? await loadPageData('search', () => searchResults(context, query), empty)
      : { data: empty };
    return (
      <SearchPage
        context={context}
        results={data}
        page={pageNumber(search.page)}
        productCardAction={extensions.productCardAction}
      />
    );
  },
});
