import { getTranslations } from 'next-intl/server';
import type { RequestContext } from '@/platform/context/request-context';
import { loadPageData } from '@/platform/server/page-data';
import { analyticsItem } from '../analytics-item';
import { FACE_SHAPES, FRAME_SIZES, PAGE_SIZE, SORTINGS, type Sorting } from '../constants';
import { loadCatalogue } from '../model/catalogue-store';
import { FILTER_KEYS } from '../model/filters';
import { runList, type ListResult } from '../model/list-engine';
import { listQueryString, parseListQuery, type SearchParams } from '../model/list-query';
import type { CatalogueProduct } from '../model/product';
import { ActiveFilters } from './ActiveFilters';
import { FaceShapeFinder } from './FaceShapeFinder';
import { FilterPanel } from './FilterPanel';
import { ListTracking } from './ListTracking';
import { Pagination } from './Pagination';
import { ProductCard } from './ProductCard';
import type { ProductCardAction } from '../extensions';
import { SortingControl } from './SortingControl';

const EMPTY: ListResult = {
  total: 0,
  page: 1,
  pageCount: 1,
  products: [],
  facets: {},
  priceSpan: { min: 0, max: 0 },
};

/** A product list (category or brand): sorting, filters with counts, chips, face-shape finder, pages. */
export async function ListPage({
  context,
  listId,
  title,
  basePath,
  scope,
  searchParams,
  framesFinder,
  productCardAction,
}: {
  context: RequestContext;
  listId: string;
  title: string;
  basePath: string;
  scope: (products: readonly CatalogueProduct[]) => CatalogueProduct[];
  searchParams: SearchParams;
  framesFinder: boolean;
  productCardAction?: ProductCardAction;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const query = parseListQuery(searchParams);
  const { data: result } = await loadPageData(
    `list-${listId}`,
    async () =>
      runList(scope((await loadCatalogue(context.locale)).products), query, context.currency, PAGE_SIZE),
    EMPTY,
  );
  const sortLabels = Object.fromEntries(
    SORTINGS.map((sorting) => [sorting, t(`list.sort.${sorting}`)]),
  ) as Record<Sorting, string>;
  const sortHrefs = Object.fromEntries(
    SORTINGS.map((sorting) => [sorting, basePath + listQueryString({ ...query, sort: sorting, page: 1 })]),
  ) as Record<Sorting, string>;
  const offset = (result.page - 1) * PAGE_SIZE;
  const items = result.products.map((product, index) => ({
    ...analyticsItem(product, context.currency),
    itemListName: title,
    index: String(offset + index + 1),
  }));
  const chosenFilters = FILTER_KEYS.flatMap((key) =>
    (query.filters[key] ?? []).map((value) => ({ key, value })),
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-1 text-3xl font-bold">{title}</h1>
      <p className="mb-4 text-ink/75" aria-live="polite">
        {t('list.productCount', { count: result.total })}
      </p>
      {framesFinder && (
        <FaceShapeFinder
          currentFace={query.filters.face?.[0]}
          currentSize={query.filters.size?.[0]}
          texts={{
            title: t('list.faceFinder'),
            intro: t('list.faceFinderIntro'),
            face: t('list.faceFinderFace'),
            size: t('list.faceFinderSize'),
            anySize: t('list.anySize'),
            apply: t('list.faceFinderApply'),
            faceLabels: Object.fromEntries(FACE_SHAPES.map((face) => [face, t(`faceShape.${face}`)])),
            sizeLabels: Object.fromEntries(FRAME_SIZES.map((size) => [size, t(`size.${size}`)])),
          }}
        />
      )}
      <ActiveFilters basePath={basePath} query={query} context={context} />
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <aside aria-label={t('list.filtersTitle')}>
          <FilterPanel query={query} result={result} context={context} />
        </aside>
        <div>
          <div className="mb-4 flex justify-end">
            <SortingControl
              current={query.sort}
              labels={sortLabels}
              label={t('list.sortLabel')}
              hrefs={sortHrefs}
            />
          </div>
          {result.total === 0 ? (
            <div className="rounded border border-line p-6" role="status">
              <p className="font-semibold">{t('list.noResults')}</p>
              <p className="mt-1">{t('list.noResultsHint')}</p>
            </div>
          ) : (
            <ul className="grid grid-cols-2 gap-4 lg:grid-cols-3">
              {result.products.map((product, index) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  index={index}
                  context={context}
                  action={productCardAction?.(product, context)}
                />
              ))}
            </ul>
          )}
          <Pagination
            href={(target) => basePath + listQueryString({ ...query, page: target })}
            page={result.page}
            pageCount={result.pageCount}
            context={context}
          />
        </div>
      </div>
      <ListTracking
        listId={listId}
        listName={title}
        currency={context.currency}
        items={items}
        filters={chosenFilters}
      />
    </div>
  );
}
