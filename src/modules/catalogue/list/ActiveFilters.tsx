import { getTranslations } from 'next-intl/server';
import type { RequestContext } from '@/platform/context/request-context';
import { formatPrice } from '@/platform/i18n/format';
import { FILTER_KEYS } from '../model/filters';
import {
  hasFilters,
  listQueryString,
  toggleFilter,
  withoutFilters,
  type ListQuery,
} from '../model/list-query';
import { filterValueLabeller } from './filter-labels';

/** The chosen filters as removable chips, and "remove all". Links, so they work without JavaScript. */
export async function ActiveFilters({
  basePath,
  query,
  context,
}: {
  basePath: string;
  query: ListQuery;
  context: RequestContext;
}) {
  if (!hasFilters(query)) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const label = await filterValueLabeller(context);
  const chips: Array<{ key: string; value: string; name: string; href: string }> = FILTER_KEYS.flatMap(
    (key) =>
      (query.filters[key] ?? []).map((value) => ({
        key,
        value,
        name: label(key, value),
        href: basePath + listQueryString(toggleFilter(query, key, value)),
      })),
  );
  if (query.priceMin !== undefined || query.priceMax !== undefined) {
    const money = (amount: number | undefined) =>
      amount === undefined ? '…' : formatPrice(amount, context.currency, context.locale);
    chips.push({
      key: 'price',
      value: `${query.priceMin ?? ''}-${query.priceMax ?? ''}`,
      name: t('list.priceRange', { min: money(query.priceMin), max: money(query.priceMax) }),
      href: basePath + listQueryString({ ...query, priceMin: undefined, priceMax: undefined, page: 1 }),
    });
  }
  return (
    <section aria-labelledby="active-filters" className="mb-4 flex flex-wrap items-center gap-2">
      <h2 id="active-filters" className="sr-only">
        {t('list.activeFilters')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={`${chip.key}-${chip.value}`}>
            <a
              href={chip.href}
              data-filter-chip={chip.key}
              data-filter-value={chip.value}
              aria-label={t('list.removeFilter', { name: chip.name })}
              className="inline-flex items-center gap-1 rounded-full border border-brand px-3 py-1 text-sm"
            >
              {chip.name} <span aria-hidden="true">×</span>
            </a>
          </li>
        ))}
      </ul>
      <a
        href={basePath + listQueryString(withoutFilters(query))}
        data-remove-all-filters
        className="text-sm font-semibold text-brand underline"
      >
        {t('list.removeAll')}
      </a>
    </section>
  );
}
