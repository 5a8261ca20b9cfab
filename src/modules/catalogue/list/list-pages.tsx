import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { alternatesFor, metaDescription } from '@/platform/seo/page-metadata';
import type { CatalogueExtensions } from '../extensions';
import { loadCatalogue } from '../model/catalogue-store';
import { parseListQuery, type SearchParams } from '../model/list-query';
import { findList, listScope } from '../model/lists';
import { ListPage } from './ListPage';

/** Filtered and re-sorted views of a list point search engines at the list itself; pages stay apart. */
function canonicalListPath(basePath: string, searchParams: SearchParams): string {
  const { page } = parseListQuery(searchParams);
  return page > 1 ? `${basePath}?page=${page}` : basePath;
}

interface ListProps {
  params: Promise<ShopRouteParams & { code: string; id: string }>;
  searchParams: Promise<SearchParams>;
}

/** `/l/{pg|sg|mix}/{id}`: the category lists of the mega-menu. */
export const createListRoute = (extensions: CatalogueExtensions = {}) => ({
  async generateMetadata({ params, searchParams }: ListProps): Promise<Metadata> {
    const { code, id, ...shop } = await params;
    const list = findList(code, id);
    if (!list) return {};
    const context = await shopContext(shop);
    const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
    const title = t(`lists.${list.titleKey}`);
    return {
      title,
      description: t('list.metaDescription', { title }),
      alternates: alternatesFor(context, canonicalListPath(`/l/${code}/${id}`, await searchParams)),
    };
  },
  async Page({ params, searchParams }: ListProps) {
    const { code, id, ...shop } = await params;
    const list = findList(code, id);
    if (!list) notFound();
    const context = await shopContext(shop);
    setRequestLocale(context.locale);
    const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
    return (
      <ListPage
        context={context}
        listId={`${code}-${id}`}
        title={t(`lists.${list.titleKey}`)}
        basePath={`/l/${code}/${id}`}
        scope={(products) => listScope(list, products)}
        searchParams={await searchParams}
        framesFinder={list.kind !== 'contactLenses'}
        productCardAction={extensions.productCardAction}
      />
    );
  },
});

interface BrandProps {
  params: Promise<ShopRouteParams & { brandPage: string }>;
  searchParams: Promise<SearchParams>;
}

async function brandOf(brandPage: string, locale: Parameters<typeof loadCatalogue>[0]) {
  const match = /^([a-z0-9-]+)\.html$/.exec(brandPage);
  if (!match) return undefined;
  return (await loadCatalogue(locale)).brands.get(match[1]!);
}

/** `/brillen/{brand}.html`: a brand's glasses and sunglasses. */
export const createBrandRoute = (extensions: CatalogueExtensions = {}) => ({
  async generateMetadata({ params, searchParams }: BrandProps): Promise<Metadata> {
    const { brandPage, ...shop } = await params;
    const context = await shopContext(shop);
    const brand = await brandOf(brandPage, context.locale);
    if (!brand) return {};
    const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
    return {
      title: t('lists.brand', { brand: brand.name }),
      description: metaDescription(brand.description),
      alternates: alternatesFor(context, canonicalListPath(`/brillen/${brand.id}.html`, await searchParams)),
    };
  },
  async Page({ params, searchParams }: BrandProps) {
    const { brandPage, ...shop } = await params;
    const context = await shopContext(shop);
    setRequestLocale(context.locale);
    const brand = await brandOf(brandPage, context.locale);
    if (!brand) notFound();
    const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
    return (
      <ListPage
        context={context}
        listId={`brand-${brand.id}`}
        title={t('lists.brand', { brand: brand.name })}
        basePath={`/brillen/${brand.id}.html`}
        scope={(products) =>
          products.filter((product) => product.brandId === brand.id && product.kind !== 'contactLenses')
        }
        searchParams={await searchParams}
        framesFinder
        productCardAction={extensions.productCardAction}
      />
    );
  },
});
