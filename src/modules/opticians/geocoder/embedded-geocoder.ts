import type { Country } from '@/platform/locale/locales';
import { foldText } from '@/platform/text/fold';
import { haversineKm } from './distance';
import { canonicalTownKey } from './aliases';
import { placeKey, type CountryIndex } from './country-index';
import { postcodeResult, townResult } from './embedded-results';
import { townCandidates } from './name-keys';
import { loadCountryIndex, POSTAL_INDEX_DIRECTORY } from './postal-index-store';
import { postcodeCandidates } from './postcodes';
import {
  zeroResults,
  type Geocoder,
  type GeocodingResponse,
  type GeocodingResult,
  type PostalRow,
} from './types';

/** Rows of one name farther apart than this are different towns of the same name. */
const SAME_TOWN_KM = 25;
const MAX_TOWNS = 5;

/**
 * The offline default: postcodes and town names of the committed GeoNames index, within one country.
 * A postcode in the query wins over a town name; both answer APPROXIMATE centroids.
 */
export class EmbeddedGeocoder implements Geocoder {
  constructor(private readonly directory = POSTAL_INDEX_DIRECTORY) {}

  async geocode(query: string, country: Country): Promise<GeocodingResponse> {
    const index = await loadCountryIndex(country, this.directory);
    const folded = foldText(query);
    const byPostcode = findPostcode(index, query, folded, country);
    if (byPostcode) return { results: [byPostcode], status: 'OK' };
    const towns = findTowns(index, folded, country);
    return towns.length > 0 ? { results: towns, status: 'OK' } : zeroResults();
  }
}

const named = (folded: string, row: PostalRow) => ` ${folded} `.includes(` ${foldText(row.place)} `);

/** Of the postcodes in the query, the one whose town the query also names, else the last one. */
function findPostcode(
  index: CountryIndex,
  query: string,
  folded: string,
  country: Country,
): GeocodingResult | undefined {
  const found = postcodeCandidates(query, country)
    .map((key) => index.byPostcode.get(key))
    .filter((rows): rows is PostalRow[] => rows !== undefined);
  const rows = found.find((candidate) => candidate.some((row) => named(folded, row))) ?? found.at(-1);
  if (!rows) return undefined;
  // The place the query names, the longest name if several match ("Yverdon-les-Bains" over "Yverdon");
  // else the postcode's biggest place.
  const namedPlaces = rows.filter((row) => named(folded, row));
  const candidates = namedPlaces.length > 0 ? namedPlaces : rows;
  const weight = (row: PostalRow) =>
    namedPlaces.length > 0 ? row.place.length : (index.postcodeCount.get(placeKey(row)) ?? 0);
  const mainPlace = candidates.reduce((best, row) => (weight(row) > weight(best) ? row : best));
  return postcodeResult(country, rows, mainPlace);
}

function findTowns(index: CountryIndex, folded: string, country: Country): GeocodingResult[] {
  for (const candidate of townCandidates(folded)) {
    const rows = index.byName.get(canonicalTownKey(candidate, country));
    if (rows) {
      return separateTowns(rows)
        .sort((a, b) => b.length - a.length)
        .slice(0, MAX_TOWNS)
        .map((town) => townResult(country, town));
    }
  }
  return [];
}

/** Splits the rows of one name into towns: same region and near the town's first row. */
function separateTowns(rows: readonly PostalRow[]): PostalRow[][] {
  const towns: PostalRow[][] = [];
  for (const row of rows) {
    const town = towns.find(
      ([first]) => first!.admin === row.admin && haversineKm(first!, row) <= SAME_TOWN_KM,
    );
    if (town) town.push(row);
    else towns.push([row]);
  }
  return towns;
}
