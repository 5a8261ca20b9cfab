/**
 * Latency of the embedded geocoder, alone and followed by the nearest-opticians sort over the demo partners
 * (goal ≤ 20 ms), and of the map-area query behind `GET /data/opticians` over the whole of Germany (goal
 * ≤ 20 ms): `npm run bench:geocoder`. Prints the figures; asserts nothing.
 */
import { opticiansInArea } from '../src/modules/opticians/finder/area';
import { EmbeddedGeocoder, sortByDistance } from '../src/modules/opticians/geocoder';
import { STOREFRONT_COUNTRIES, type Country } from '../src/platform/locale/locales';
import { generatePartnerOpticians } from '../scripts/demo-data/partner-opticians';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);

const QUERIES: Record<Country, string[]> = {
  de: ['10115', 'Hauptstraße 5, 80331 München', 'Muenchen', 'Frankfurt am Main'],
  at: ['1010', 'Vienna', 'Herrengasse 3, 8010 Graz'],
  ch: ['8001', 'Genf', 'Bahnhofstrasse 1, 3011 Bern'],
  nl: ['1012 AB', 'Den Haag', 'Utrecht'],
  fr: ['75001', 'Saint-Etienne', '12 Rue Victor Hugo, 69002 Lyon'],
  es: ['28013', 'Málaga', 'Calle Mayor 3, Sevilla'],
  se: ['111 22', 'Goteborg', 'Drottninggatan 5, Malmö'],
  no: ['0150', 'Tromso', 'Bergen'],
  fi: ['00100', 'Helsingfors', 'Jyvaskyla'],
  gb: ['SW1A 1AA', 'M1', 'High Street 3, Edinburgh'],
};

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const format = (ms: number) => `${ms.toFixed(3)} ms`;

const geocoder = new EmbeddedGeocoder();
const partners = generatePartnerOpticians();

console.log('first lookup per country (reads and indexes the country once):');
for (const country of STOREFRONT_COUNTRIES) {
  const started = performance.now();
  await geocoder.geocode(QUERIES[country][0]!, country);
  console.log(`  ${country}  ${format(performance.now() - started)}`);
}

/** Germany and a little around it: every German partner is inside. */
const GERMANY = { west: 5.5, south: 47.2, east: 15.5, north: 55.1 };
const germanPartners = partners.filter((optician) => optician.country === 'de');
const areaTimes: number[] = [];
for (let round = 0; round < ROUNDS * 10; round += 1) {
  const started = performance.now();
  const area = opticiansInArea({
    opticians: germanPartners,
    box: GERMANY,
    filters: { services: [], tags: round % 2 ? ['onlineBooking'] : [] },
  });
  JSON.stringify(area);
  areaTimes.push(performance.now() - started);
}

const geocodeTimes: number[] = [];
const nearestTimes: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  for (const country of STOREFRONT_COUNTRIES) {
    const inCountry = partners.filter((optician) => optician.country === country);
    for (const query of QUERIES[country]) {
      const started = performance.now();
      const { results } = await geocoder.geocode(query, country);
      const geocoded = performance.now();
      if (results[0]) sortByDistance(inCountry, results[0].geometry.location).slice(0, 20);
      geocodeTimes.push(geocoded - started);
      nearestTimes.push(performance.now() - started);
    }
  }
}

for (const [name, times] of [
  ['geocode', geocodeTimes],
  ['geocode + 20 nearest opticians', nearestTimes],
  [`map area of all Germany (${germanPartners.length} partners), first page as JSON`, areaTimes],
] as const) {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${name}: ${times.length} lookups, p50 ${format(percentile(sorted, 0.5))}, p99 ${format(percentile(sorted, 0.99))}, max ${format(sorted.at(-1)!)}`,
  );
}
