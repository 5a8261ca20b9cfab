/**
 * `node scripts/run.mjs scripts/build-geodata.ts [geonames-postal folder]`: builds the committed geodata
 * from the GeoNames postal codes (default ../shared/data/geonames-postal) and the French town list:
 *   - the embedded geocoder's index, src/modules/opticians/geocoder/postal-index/<country>.tsv
 *   - the demo opticians' towns, scripts/demo-data/optician-towns.json
 * Nothing reads the GeoNames folder at run time. Run it again when the source data changes.
 */
import { statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { encodePostalIndex, POSTAL_INDEX_DIRECTORY, type PostalRow } from '../src/modules/opticians/geocoder';
import { STOREFRONT_COUNTRIES, type Country } from '../src/platform/locale/locales';
import type { OpticianTown } from './demo-data/towns';
import { biggestTowns } from './geodata/biggest-towns';
import { FRENCH_POSTAL_ROWS } from './geodata/french-towns';
import { readGeoNamesPostal } from './geodata/geonames-postal';

const TOWNS_PER_COUNTRY = 60;
const POSTCODES_PER_TOWN = 6;
const TOWNS_FILE = path.resolve('scripts/demo-data/optician-towns.json');

const source = path.resolve(process.argv[2] ?? '../shared/data/geonames-postal');

const ATTRIBUTION = {
  fr: 'Towns of France: hand-made list of real towns, postcodes and town-centre coordinates (scripts/geodata/french-towns.ts)',
  other: 'Postal codes: GeoNames (https://www.geonames.org), CC BY 4.0; place names shortened to their town',
};

/** The index rows of a country, and those of them that stand for a town of their own. */
function postalRows(country: Country): { rows: PostalRow[]; townRows: PostalRow[] } {
  if (country === 'fr') return { rows: FRENCH_POSTAL_ROWS, townRows: FRENCH_POSTAL_ROWS };
  const read = readGeoNamesPostal(path.join(source, `${country.toUpperCase()}.txt`), country);
  // Districts shortened to their town ("Wien, Alsergrund" → "Wien") repeat a postcode–town pair.
  const unique = [...new Map(read.map((row) => [`${row.postcode}|${row.place}|${row.admin}`, row])).values()];
  return { rows: unique, townRows: unique.filter((row) => row.isTown) };
}

/** One town a line, so that a rebuild's diff shows which towns changed. */
function townsJson(attribution: string, towns: Record<Country, OpticianTown[]>): string {
  const countries = Object.entries(towns).map(
    ([country, list]) =>
      `  "${country}": [\n${list.map((town) => `    ${JSON.stringify(town)}`).join(',\n')}\n  ]`,
  );
  return `{\n "attribution": ${JSON.stringify(attribution)},\n "towns": {\n${countries.join(',\n')}\n }\n}\n`;
}

const towns = {} as Record<Country, OpticianTown[]>;
let indexBytes = 0;
for (const country of STOREFRONT_COUNTRIES) {
  const { rows, townRows } = postalRows(country);
  const file = path.join(POSTAL_INDEX_DIRECTORY, `${country}.tsv`);
  const attribution = country === 'fr' ? ATTRIBUTION.fr : ATTRIBUTION.other;
  writeFileSync(
    file,
    encodePostalIndex(rows, [attribution, 'Built by scripts/build-geodata.ts; see README.md']),
  );
  indexBytes += statSync(file).size;
  towns[country] = biggestTowns(townRows, TOWNS_PER_COUNTRY, POSTCODES_PER_TOWN);
  console.log(
    `${country}: ${rows.length} postcode–place rows, ${statSync(file).size} bytes; ${towns[country].length} towns`,
  );
}
writeFileSync(TOWNS_FILE, townsJson(`${ATTRIBUTION.other}. ${ATTRIBUTION.fr}.`, towns));
console.log(
  `geocoder index: ${(indexBytes / 1024 / 1024).toFixed(2)} MB; towns: ${statSync(TOWNS_FILE).size} bytes`,
);
