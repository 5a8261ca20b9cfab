'use client';

import type { Map as MapLibreMap, Marker } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import { track } from '@/modules/tracking';
import { browserLogger } from '@/platform/logging/browser-logger';
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

function highlight(id: string | undefined, markers: Map<string, Marker>) {
  for (const [pinId, marker] of markers) marker.getElement().classList.toggle('is-active', pinId === id);
}

/**
 * The finder's map (spec §4 "Map"): MapLibre over the offline basemap or `styleUrl`, a pin per result. Pins
 * and list items point at each other; when the map cannot load, the spec's message replaces it.
 */
export function OpticianMap({
  pins,
  styleUrl,
  labels,
}: {
  pins: MapPin[];
  styleUrl?: string;
  labels: { map: string; unavailable: string };
}) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let map: MapLibreMap | undefined;
    let cancelled = false;
    const markers = new Map<string, Marker>();
    const fail = (error: unknown) => {
      browserLogger.warn('optician map not loaded', error);
      if (!cancelled) setFailed(true);
      map?.remove();
    };
    const onListFocus = (event: Event) =>
      highlight((event.target as Element).closest<HTMLElement>('[data-optician]')?.dataset.optician, markers);

    // the stylesheet comes with the library, so pages that only import the finder's modules do not carry it
    Promise.all([import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')])
      .then(([{ Map: MapLibre, Marker: MarkerClass, LngLatBounds, setWorkerUrl }]) => {
        if (cancelled || !container.current) return;
        setWorkerUrl(WORKER_URL);
        map = new MapLibre({
          container: container.current,
          style: styleUrl ?? OFFLINE_MAP_STYLE,
          bounds:
            pins.length > 0
              ? undefined
              : [
                  [-12, 35],
                  [32, 71],
                ],
          center: pins.length > 0 ? [pins[0]!.lng, pins[0]!.lat] : undefined,
          zoom: pins.length > 0 ? 8 : undefined,
          attributionControl: { compact: false },
        });
        const timer = setTimeout(() => fail(new Error('map load timed out')), LOAD_TIMEOUT_MS);
        map.on('load', () => clearTimeout(timer));
        map.on('error', (event) => {
          const sourceId = (event as { sourceId?: string }).sourceId;
          if (!map?.loaded() && (!sourceId || BASEMAP_SOURCES.has(sourceId))) {
            clearTimeout(timer);
            fail(event.error);
          }
        });
        if (pins.length > 1) {
          const bounds = new LngLatBounds();
          for (const pin of pins) bounds.extend([pin.lng, pin.lat]);
          map.fitBounds(bounds, { padding: 40, maxZoom: 12, animate: false });
        }
        for (const pin of pins) {
          const element = document.createElement('button');
          element.type = 'button';
          element.className = 'optician-pin';
          element.setAttribute('aria-label', pin.name);
          element.dataset.pin = pin.id;
          element.addEventListener('click', () => {
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
          });
          markers.set(pin.id, new MarkerClass({ element }).setLngLat([pin.lng, pin.lat]).addTo(map));
        }
        document.addEventListener('focusin', onListFocus);
        document.addEventListener('mouseover', onListFocus);
      })
      .catch(fail);

    return () => {
      cancelled = true;
      document.removeEventListener('focusin', onListFocus);
      document.removeEventListener('mouseover', onListFocus);
      map?.remove();
    };
  }, [pins, styleUrl]);

  if (failed) {
    return (
      <p role="alert" className="mb-6 rounded border border-line bg-mist p-4" data-map-unavailable>
        {labels.unavailable}
      </p>
    );
  }
  return (
    <div
      ref={container}
      role="region"
      aria-label={labels.map}
      className="mb-6 h-96 w-full overflow-hidden rounded-lg border border-line"
      data-map
    />
  );
}
