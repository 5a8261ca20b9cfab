import { getTranslations } from 'next-intl/server';
import { serverConfig } from '@/platform/config/server-config';
import type { RequestContext } from '@/platform/context/request-context';
import { loadPageData } from '@/platform/server/page-data';
import { geocoder } from '../geocoder/select-geocoder';
import { formatBoundingBox, opticiansInArea } from './area';
import { loadFinderOpticians, type FinderOptician, type OpticianKind } from './finder-opticians';
import { filterOptions, parseFinderQuery, type SearchParams } from './finder-query';
import { FinderTracking } from './FinderTracking';
import { initialMapView } from './map-view';
import { OpticianMap, type MapPin } from './OpticianMap';
import { OpticianResult } from './OpticianResult';
import { matchesFilters, searchOpticians, type FinderOutcome } from './search';
import { UseMyLocation } from './UseMyLocation';

const toPin = ({ id, name, latitude, longitude, opticianType, acceptsVoucher }: FinderOptician): MapPin => ({
  id,
  name,
  lat: latitude,
  lng: longitude,
  opticianType,
  acceptsVoucher,
});

const TEXTS = {
  Partner: { title: 'partnerTitle', intro: 'partnerIntro' },
  MSXStore: { title: 'storesTitle', intro: 'storesIntro' },
} as const;

/**
 * The optician finder (`/partneroptiker`) and the store finder (`/stores`): search, filters, nearest first.
 * The map clusters every matching optician of the storefront; once the visitor moves it, its area (`bbox`)
 * is the search and the list shows every optician in it.
 */
export async function OpticianFinder({
  context,
  kind,
  searchParams,
}: {
  context: RequestContext;
  kind: OpticianKind;
  searchParams: SearchParams;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'opticians' });
  const { search, filters, query, area } = parseFinderQuery(searchParams, context.country);
  const options = filterOptions(context.country);
  const {
    data: { outcome, pins },
  } = await loadPageData<{ outcome: FinderOutcome; pins: MapPin[] }>(
    `finder-${kind}`,
    async () => {
      const opticians = await loadFinderOpticians(context.country, kind);
      const outcome: FinderOutcome = area
        ? {
            status: 'area',
            ...opticiansInArea({ opticians, box: area, filters, pageSize: Number.POSITIVE_INFINITY }),
          }
        : await searchOpticians({
            opticians,
            search,
            filters,
            country: context.country,
            geocoder: geocoder(),
          });
      return { outcome, pins: opticians.filter((optician) => matchesFilters(optician, filters)).map(toPin) };
    },
    { outcome: { status: 'all', results: [] }, pins: [] },
  );
  const noResult =
    outcome.status === 'no_address_found' ||
    outcome.status === 'no_store_found' ||
    (outcome.status === 'area' && outcome.total === 0);
  const summary =
    outcome.status === 'found'
      ? outcome.place
        ? t('resultsNear', { count: outcome.results.length, place: outcome.place })
        : t('resultsNearYou', { count: outcome.results.length })
      : outcome.status === 'area'
        ? t('resultsInArea', { count: outcome.total })
        : t('resultsAll', { count: outcome.results.length });
  const shown = outcome.status === 'all' ? pins : outcome.results.map(toPin);
  const view = initialMapView({ area, point: 'point' in outcome ? outcome.point : undefined, shown });

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="mb-3 text-3xl font-bold">{t(TEXTS[kind].title)}</h1>
      <p className="mb-6 max-w-3xl text-lg">{t(TEXTS[kind].intro)}</p>

      <form
        role="search"
        aria-label={t('searchLabel')}
        method="get"
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <div className="flex min-w-64 flex-1 flex-col">
          <label htmlFor="finder-query" className="mb-1 font-semibold">
            {t('searchLabel')}
          </label>
          <input
            id="finder-query"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={100}
            autoComplete="postal-code"
            className="rounded border border-line px-3 py-2"
          />
        </div>
        {[
          ...filters.services.map((value) => ['service', value]),
          ...filters.tags.map((value) => ['tag', value]),
        ].map(([name, value]) => (
          <input key={`${name}-${value}`} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          className="rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
        >
          {t('searchButton')}
        </button>
      </form>
      <UseMyLocation
        labels={{
          useMyLocation: t('useMyLocation'),
          locating: t('locating'),
          locationUnavailable: t('locationUnavailable'),
        }}
      />

      <form method="get" className="my-6">
        {query && <input type="hidden" name="q" value={query} />}
        {area && <input type="hidden" name="bbox" value={formatBoundingBox(area)} />}
        <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
          <legend className="mb-2 font-semibold">{t('filtersLegend')}</legend>
          {options.services.map((value) => (
            <label key={`service-${value}`} className="flex items-center gap-2">
              <input
                type="checkbox"
                name="service"
                value={value}
                defaultChecked={filters.services.includes(value)}
              />
              {t(`services.${value}`)}
            </label>
          ))}
          {options.tags.map((value) => (
            <label key={`tag-${value}`} className="flex items-center gap-2">
              <input type="checkbox" name="tag" value={value} defaultChecked={filters.tags.includes(value)} />
              {t(`tags.${value}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="mt-3 rounded border border-brand px-4 py-2 text-brand hover:bg-mist">
          {t('applyFilters')}
        </button>
      </form>

      <section aria-labelledby="finder-results" className="flex flex-col">
        <h2 id="finder-results" className="mb-2 text-2xl font-semibold">
          {t('resultsTitle')}
        </h2>
        <OpticianMap
          pins={pins}
          view={view}
          styleUrl={serverConfig().mapStyleUrl}
          locale={context.locale}
          labels={{
            map: t('mapLabel'),
            unavailable: t('mapUnavailable'),
            cluster: t.raw('clusterLabel') as string,
          }}
        />
        {noResult ? (
          <p role="status" className="rounded border border-line bg-mist p-4" data-finder-empty>
            {t('noResults')}
          </p>
        ) : (
          <>
            <p role="status" className="mb-4">
              {summary}
            </p>
            <ol className="grid gap-4 md:grid-cols-2">
              {outcome.results.map((optician) => (
                <OpticianResult
                  key={optician.id}
                  optician={optician}
                  distanceKm={optician.distanceKm}
                  locale={context.locale}
                />
              ))}
            </ol>
          </>
        )}
      </section>
      <FinderTracking
        searchTerm={search && !area ? query : undefined}
        resultValue={
          outcome.status === 'no_address_found' || outcome.status === 'no_store_found'
            ? outcome.status
            : undefined
        }
      />
    </div>
  );
}
