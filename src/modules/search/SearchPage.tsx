import { getTranslations } from 'next-intl/server';
import {
  analyticsItem,
  ListTracking,
  PAGE_SIZE,
  Pagination,
  ProductCard,
  type ProductCardAction,
} from '@/modules/catalogue';
import type { RequestContext } from '@/platform/context/request-context';
import type { SearchResults, Suggestion } from './search-service';
import { SearchTracking } from './SearchTracking';

function LinkGroup({ heading, links }: { heading: string; links: Suggestion[] }) {
  if (links.length === 0) return null;
  return (
    <section className="mb-4" aria-label={heading}>
      <h2 className="mb-1 font-semibold">{heading}</h2>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="inline-block rounded-full border border-line px-3 py-1 hover:border-brand"
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/search?q=`: the brands, categories and products matching a free-text query, in pages. */
export async function SearchPage({
  context,
  results,
  page,
  productCardAction,
}: {
  context: RequestContext;
  results: SearchResults;
  page: number;
  productCardAction?: ProductCardAction;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'search' });
  const { query, products } = results;
  const pageCount = Math.max(1, Math.ceil(products.length / PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const offset = (current - 1) * PAGE_SIZE;
  const shown = products.slice(offset, offset + PAGE_SIZE);
  const listName = t('page.listName');
  const items = shown.map((product, index) => ({
    ...analyticsItem(product, context.currency),
    itemListName: listName,
    index: String(offset + index + 1),
  }));
  const found = products.length + results.brands.length + results.categories.length > 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-1 text-3xl font-bold">{query ? t('page.title', { query }) : t('page.titleEmpty')}</h1>
      {!query && <p className="mb-4">{t('page.emptyQuery')}</p>}
      {query && (
        <p className="mb-4 text-ink/75" aria-live="polite">
          {t('page.resultCount', { count: products.length })}
        </p>
      )}
      {query && !found && (
        <div className="rounded border border-line p-6" role="status">
          <p className="font-semibold">{t('page.noResults', { query })}</p>
          <p className="mt-1">{t('page.noResultsHint')}</p>
        </div>
      )}
      <LinkGroup heading={t('brands')} links={results.brands} />
      <LinkGroup heading={t('categories')} links={results.categories} />
      {results.partial && (
        <p className="mb-4 rounded bg-mist p-3" role="note">
          {t('page.partial')}
        </p>
      )}
      {shown.length > 0 && (
        <>
          <h2 className="sr-only">{t('products')}</h2>
          <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
            {shown.map((product, index) => (
              <ProductCard
                key={product.id}
                product={product}
                index={index}
                context={context}
                action={productCardAction?.(product, context)}
              />
            ))}
          </ul>
        </>
      )}
      <Pagination
        href={(target) =>
          `/search?${new URLSearchParams({ q: query, ...(target > 1 ? { page: String(target) } : {}) })}`
        }
        page={current}
        pageCount={pageCount}
        context={context}
      />
      {query && (
        <>
          <SearchTracking query={query} firstPage={current === 1} />
          <ListTracking
            listId="search"
            listName={listName}
            currency={context.currency}
            items={items}
            filters={[]}
          />
        </>
      )}
    </div>
  );
}
