'use client';

import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { createTranslator } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { track } from '@/modules/tracking';
import { browserLogger } from '@/platform/logging/browser-logger';
import { nearViewportAfterLoad } from '@/ui/after-first-paint';
import { formatBoundingBox } from './area';
import { MAX_ZOOM, OPTICIANS_SOURCE, pinSource, syncMarkers } from './cluster-markers';
import type { MapView } from './map-view';
import { BASEMAP_SOURCES, OFFLINE_MAP_STYLE } from './map-style';

export interface MapPin {
  id: string;
  name: string;
  lat: number;
  lng: number;
  opticianType: 'MSXStore' | 'Partner';
  acceptsVoucher: boolean;
}

/** Served by the shop itself (src/app/map/maplibre-gl-worker.mjs). */
const WORKER_URL = '/map/maplibre-gl-worker.mjs';
/** Gives up when the map has not loaded by then (a basemap that never arrives). */
const LOAD_TIMEOUT_MS = 15_000;
/** On a phone the map comes after the list; from the tablet layout on, before it. */
const PLACE = 'order-last mt-6 md:order-none md:mt-0 md:mb-6';
/** The list follows the map once it has settled this long after the visitor moved it. */
const FOLLOW_DELAY_MS = 400;

function highlight(id: string | undefined, markers: Map<string, Marker>) {
  for (const [key, marker] of markers) marker.getElement().classList.toggle('is-active', key === `pin-${id}`);
}

function pinButton(pin: MapPin, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'optician-pin';
  element.setAttribute('aria-label', pin.name);
  element.dataset.pin = pin.id;
  element.addEventListener('click', onClick);
  return element;
}

function clusterButton(count: number, label: string, onClick: () => void): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'optician-cluster';
  element.textContent = String(count);
  element.setAttribute('aria-label', label);
  element.dataset.cluster = String(count);
  element.addEventListener('click', onClick);
  return element;
}

/**
 * The finder's map (spec §4 "Map"): MapLibre over the offline basemap or `styleUrl`, the storefront's
 * opticians clustered, each pin and cluster a named button. Pins and list items point at each other; when
 * the visitor moves the map, the URL takes its area (`bbox`) and the page's list follows it. When the map
 * cannot load, the spec's message replaces it.
 */
export function OpticianMap({
  pins,
  view,
  styleUrl,
  locale,
  labels,
}: {
  pins: MapPin[];
  view: MapView;
  styleUrl?: string;
  locale: string;
  labels: { map: string; unavailable: string; cluster: string };
}) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const router = useRouter();
  const pinsKey = pins.map(({ id }) => id).join();
  // the first view only: later views are the visitor's own moves
  const firstView = useRef(view);

  useEffect(() => {
    let map: MapLibreMap | undefined;
    let cancelled = false;
    let followTimer: ReturnType<typeof setTimeout> | undefined;
    const markers = new Map<string, Marker>();
    const pinsById = new Map(pins.map((pin) => [pin.id, pin]));
    const clusterLabel = createTranslator({ locale, messages: { cluster: labels.cluster } });
    const fail = (error: unknown) => {
      browserLogger.warn('optician map not loaded', error);
      if (!cancelled) setFailed(true);
      map?.remove();
    };
    const onListFocus = (event: Event) =>
      highlight((event.target as Element).closest<HTMLElement>('[data-optician]')?.dataset.optician, markers);
    const follow = () => {
      if (!map) return;
      const bounds = map.getBounds();
      const params = new URLSearchParams(window.location.search);
      params.set(
        'bbox',
        formatBoundingBox({
          west: Math.max(-180, bounds.getWest()),
          south: Math.max(-90, bounds.getSouth()),
          east: Math.min(180, bounds.getEast()),
          north: Math.min(90, bounds.getNorth()),
        }),
      );
      router.replace(`${window.location.pathname}?${params}`, { scroll: false });
    };
    const openPin = (pin: MapPin) => {
      track({
        eventType: 'OPTICIAN_MAP_STORE_DETAILS_CLICK',
        opticianId: pin.id,
        opticianType: pin.opticianType,
        category: 'map_pin',
        voucher: pin.acceptsVoucher ? 'eyeTestVoucher' : undefined,
        elementText: pin.name,
      });
      highlight(pin.id, markers);
      const item = document.querySelector<HTMLElement>(`[data-optician="${CSS.escape(pin.id)}"]`);
      item?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      item?.querySelector<HTMLElement>('[data-optician-details]')?.focus({ preventScroll: true });
    };

    // the stylesheet comes with the library, so pages that only import the finder's modules do not carry it
    const load = () =>
      Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')])
        .then(([{ Map: MapLibre, Marker: MarkerClass, setWorkerUrl }]) => {
          if (cancelled || !container.current) return;
          setWorkerUrl(WORKER_URL);
          const { box, exact } = firstView.current;
          map = new MapLibre({
            container: container.current,
            style: styleUrl ?? OFFLINE_MAP_STYLE,
            bounds: [
              [box.west, box.south],
              [box.east, box.north],
            ],
            fitBoundsOptions: exact ? { padding: 0 } : { padding: 40, maxZoom: 12 },
            minZoom: 2,
            maxZoom: MAX_ZOOM,
            attributionControl: { compact: false },
          });
          const loaded = map;
          // not `loaded.loaded()`: a basemap source that fails last is already counted as loaded when its error
          // arrives, so the map would count as loaded and keep a map without its land
          let hasLoaded = false;
          const timer = setTimeout(() => fail(new Error('map load timed out')), LOAD_TIMEOUT_MS);
          loaded.on('load', () => {
            hasLoaded = true;
            clearTimeout(timer);
            loaded.addSource(OPTICIANS_SOURCE, pinSource(pins));
            // an invisible layer, so that MapLibre computes the clusters the markers show
            loaded.addLayer({
              id: OPTICIANS_SOURCE,
              type: 'circle',
              source: OPTICIANS_SOURCE,
              paint: { 'circle-opacity': 0, 'circle-radius': 1 },
            });
          });
          loaded.on('error', (event) => {
            const sourceId = (event as { sourceId?: string }).sourceId;
            if (!hasLoaded && (!sourceId || BASEMAP_SOURCES.has(sourceId))) {
              clearTimeout(timer);
              fail(event.error);
            }
          });
          const factory = {
            pin: (pin: MapPin) => new MarkerClass({ element: pinButton(pin, () => openPin(pin)) }),
            cluster: (_id: number, count: number, zoomIn: () => void) =>
              new MarkerClass({ element: clusterButton(count, clusterLabel('cluster', { count }), zoomIn) }),
          };
          const sync = () => syncMarkers(loaded, pinsById, markers, factory);
          loaded.on('sourcedata', (event) => {
            if (event.sourceId === OPTICIANS_SOURCE && event.isSourceLoaded) sync();
          });
          loaded.on('moveend', (event) => {
            sync();
            const byVisitor =
              event.originalEvent !== undefined || (event as { byVisitor?: boolean }).byVisitor;
            if (!byVisitor) return;
            clearTimeout(followTimer);
            followTimer = setTimeout(follow, FOLLOW_DELAY_MS);
          });
          document.addEventListener('focusin', onListFocus);
          document.addEventListener('mouseover', onListFocus);
        })
        .catch(fail);
    // the list is the page: the map and its worker load at idle once the page has loaded, on a phone (the map
    // below the list) only when the visitor scrolls near it
    const cancelLoad = container.current ? nearViewportAfterLoad(container.current, load) : () => undefined;

    return () => {
      cancelled = true;
      cancelLoad();
      clearTimeout(followTimer);
      document.removeEventListener('focusin', onListFocus);
      document.removeEventListener('mouseover', onListFocus);
      map?.remove();
    };
    // pins change only with the filters: the key stands for them; the page's later views are the map's own
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pinsKey, styleUrl, locale, labels.cluster, router]);

  if (failed) {
    return (
      <p role="alert" className={`${PLACE} rounded border border-line bg-mist p-4`} data-map-unavailable>
        {labels.unavailable}
      </p>
    );
  }
  return (
    <div
      ref={container}
      role="region"
      aria-label={labels.map}
      className={`${PLACE} h-96 w-full overflow-hidden rounded-lg border border-line`}
      data-map
    />
  );
}
