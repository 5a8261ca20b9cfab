import { getTranslations } from 'next-intl/server';
import type { RequestContext } from '@/platform/context/request-context';
import { FILTER_KEYS, FILTERS } from '../model/filters';
import type { ListResult } from '../model/list-engine';
import type { ListQuery } from '../model/list-query';
import { filterValueLabeller } from './filter-labels';
import { FilterForm } from './FilterForm';

/**
 * The filter groups with their counts, as a GET form: without JavaScript "apply" submits it; with it, a
 * change applies at once (FilterForm). The sorting and hidden filters (face shape) travel along.
 */
export async function FilterPanel({
  query,
  result,
  context,
}: {
  query: ListQuery;
  result: ListResult;
  context: RequestContext;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const label = await filterValueLabeller(context);
  const groups = FILTER_KEYS.filter((key) => FILTERS[key].inPanel && result.facets[key]);
  return (
    <FilterForm label={t('list.filtersTitle')}>
      <h2 className="mb-2 text-lg font-bold">{t('list.filtersTitle')}</h2>
      {query.sort !== 'popularity-desc' && <input type="hidden" name="sort" value={query.sort} />}
      {(query.filters.face ?? []).map((value) => (
        <input key={value} type="hidden" name="face" value={value} />
      ))}
      {groups.map((key) => {
        const facet = result.facets[key]!;
        const open = facet.some((value) => value.selected);
        return (
          <details key={key} open={open} data-filter-group={key} className="border-b border-line py-2">
            <summary className="cursor-pointer font-semibold">{t(`list.filterGroup.${key}`)}</summary>
            <fieldset className="mt-2">
              <legend className="sr-only">{t(`list.filterGroup.${key}`)}</legend>
              <ul className="max-h-64 space-y-1 overflow-y-auto">
                {facet.map(({ value, count, selected }) => {
                  const id = `filter-${key}-${value}`;
                  return (
                    <li key={value}>
                      <input
                        id={id}
                        type="checkbox"
                        name={key}
                        value={value}
                        defaultChecked={selected}
                        disabled={count === 0 && !selected}
                        className="mr-2"
                      />
                      <label htmlFor={id}>
                        {label(key, value)} <span className="text-ink/75">({count})</span>
                      </label>
                    </li>
                  );
                })}
              </ul>
            </fieldset>
          </details>
        );
      })}
      <details
        open={query.priceMin !== undefined || query.priceMax !== undefined}
        data-filter-group="price"
        className="border-b border-line py-2"
      >
        <summary className="cursor-pointer font-semibold">{t('list.filterGroup.price')}</summary>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {(
            [
              ['priceMin', result.priceSpan.min],
              ['priceMax', result.priceSpan.max],
            ] as const
          ).map(([name, placeholder]) => (
            <label key={name} className="flex flex-col text-sm">
              {t(`list.${name}`, { currency: context.currency })}
              <input
                type="number"
                name={name}
                min={0}
                step={1}
                inputMode="numeric"
                placeholder={String(placeholder)}
                defaultValue={query[name]}
                className="rounded border border-line px-2 py-1"
              />
            </label>
          ))}
        </div>
      </details>
      <button type="submit" className="mt-3 rounded bg-brand px-4 py-2 font-semibold text-white">
        {t('list.applyFilters')}
      </button>
    </FilterForm>
  );
}
