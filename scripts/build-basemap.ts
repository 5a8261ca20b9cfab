/**
 * `npm run basemap`: writes the finder map's offline basemap to public/map/ — the countries of Europe from
 * Natural Earth 1:50m (world-atlas, public domain) as GeoJSON, coordinates rounded to ~100 m. Committed, so
 * the shop serves its map without a tile server or any request to the internet.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const EUROPE = { west: -32, south: 26, east: 46, north: 73 };
const OUT = path.resolve('public/map');

type Position = number[];

function round(value: unknown): unknown {
  if (typeof value === 'number') return Math.round(value * 1000) / 1000;
  return Array.isArray(value) ? value.map(round) : value;
}

function positions(geometry: { type: string; coordinates: unknown }): Position[] {
  const flat: Position[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value) && typeof value[0] === 'number') flat.push(value as Position);
    else if (Array.isArray(value)) value.forEach(walk);
  };
  walk(geometry.coordinates);
  return flat;
}

function inEurope(geometry: { type: string; coordinates: unknown }): boolean {
  return positions(geometry).some(
    ([lng, lat]) =>
      lng! >= EUROPE.west && lng! <= EUROPE.east && lat! >= EUROPE.south && lat! <= EUROPE.north,
  );
}

const topology = JSON.parse(readFileSync('node_modules/world-atlas/countries-50m.json', 'utf8')) as Topology;
const countries = topology.objects.countries as GeometryCollection;
const land = feature(topology, countries) as unknown as {
  features: Array<{ geometry: { type: string; coordinates: unknown }; properties: { name?: string } }>;
};
const borders = mesh(topology, countries, (a, b) => a !== b) as { type: string; coordinates: unknown };

const europe = land.features
  .filter((country) => country.geometry && inEurope(country.geometry))
  .map((country) => ({
    type: 'Feature',
    properties: { name: country.properties.name ?? '' },
    geometry: { ...country.geometry, coordinates: round(country.geometry.coordinates) },
  }));
const borderLines = (borders.coordinates as Position[][]).filter((line) =>
  line.some(
    ([lng, lat]) =>
      lng! >= EUROPE.west && lng! <= EUROPE.east && lat! >= EUROPE.south && lat! <= EUROPE.north,
  ),
);

mkdirSync(OUT, { recursive: true });
writeFileSync(
  path.join(OUT, 'countries.geojson'),
  JSON.stringify({ type: 'FeatureCollection', features: europe }),
);
writeFileSync(
  path.join(OUT, 'borders.geojson'),
  JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: { type: 'MultiLineString', coordinates: round(borderLines) },
      },
    ],
  }),
);
console.log(`basemap: ${europe.length} countries, ${borderLines.length} border lines → ${OUT}`);
