import { readFileSync } from 'node:fs';
import type { PostalRow } from '../../src/modules/opticians/geocoder';
import type { Country } from '../../src/platform/locale/locales';
import { foldText } from '../../src/platform/text/fold';

/** Columns of the GeoNames `export/zip` format (see the folder's README). */
const PLACE = 2;
const ADMIN_1 = 3;
const ADMIN_2 = 5;
const ADMIN_3 = 7;
const LAT = 9;
const LNG = 10;

/** Where the third admin level is the municipality; elsewhere it is a district or empty. */
const MUNICIPALITY_IN_ADMIN_3: ReadonlySet<Country> = new Set(['at', 'ch', 'es', 'fi']);

/**
 * The town a GeoNames place name belongs to: Austria lists districts ("Wien, Alsergrund",
 * "Graz,01.Bez.:Innere Stadt"), Switzerland post offices and cantons ("Bern 13", "Wohlen AG"), and a few
 * Swedish names are in capitals ("STOCKHOLM"), and some British outward codes carry their council's name
 * ("City of Edinburgh", "Glasgow City").
 */
export function townName(country: Country, place: string): string {
  let town = place.trim();
  if (country === 'at') town = town.split(',')[0]!.trim();
  if (country === 'ch') town = town.replace(/\s+\d+(\s.*)?$/, '').replace(/\s+[A-Z]{2}$/, '');
  if (country === 'gb') town = town.replace(/^City of /, '').replace(/ City$/, '');
  if (town === town.toUpperCase())
    town = town.toLowerCase().replace(/(^|[\s-])\p{L}/gu, (start) => start.toUpperCase());
  return town;
}

/**
 * Whether the place is a town of its own, not a hamlet filed under a bigger municipality (else every
 * Austrian "Moos" would add up to one big town) nor a British council area that names some outward codes
 * ("Cheshire West and Chester"). A city district ("Wien, Alsergrund") belongs to a town.
 */
function isTown(country: Country, place: string, town: string, columns: string[]): boolean {
  if (country === 'at' && place.includes(',')) return true;
  if (country === 'gb') return !town.includes(' and ');
  const municipality = MUNICIPALITY_IN_ADMIN_3.has(country) ? columns[ADMIN_3] : undefined;
  return !municipality || foldText(municipality) === foldText(town);
}

/** Great Britain's counties say more than its four nations; elsewhere the state, canton or province. */
const adminOf = (country: Country, columns: string[]) =>
  (country === 'gb' && columns[ADMIN_2]) || columns[ADMIN_1] || '';

export interface GeoNamesRow extends PostalRow {
  isTown: boolean;
}

export function readGeoNamesPostal(file: string, country: Country): GeoNamesRow[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const columns = line.split('\t');
      const place = columns[PLACE]!;
      const town = townName(country, place);
      return {
        postcode: columns[1]!,
        place: town,
        admin: adminOf(country, columns),
        lat: Number(columns[LAT]),
        lng: Number(columns[LNG]),
        isTown: isTown(country, place, town, columns),
      };
    });
}
