import type { StyleSpecification } from 'maplibre-gl';

/** The offline basemap (public/map, built by `npm run basemap`): sea, land and borders, no text, no tiles. */
export const OFFLINE_MAP_STYLE: StyleSpecification = {
  version: 8,
  sources: {
    countries: { type: 'geojson', data: '/map/countries.geojson', attribution: 'Natural Earth · GeoNames' },
    borders: { type: 'geojson', data: '/map/borders.geojson' },
  },
  layers: [
    { id: 'sea', type: 'background', paint: { 'background-color': '#cfe3f3' } },
    {
      id: 'land',
      type: 'fill',
      source: 'countries',
      paint: { 'fill-color': '#f4f1ea', 'fill-outline-color': '#b9b3a6' },
    },
    { id: 'borders', type: 'line', source: 'borders', paint: { 'line-color': '#9c9586', 'line-width': 0.8 } },
  ],
};

/** The basemap sources whose failure means there is no map to show. */
export const BASEMAP_SOURCES = new Set(['countries', 'borders']);
