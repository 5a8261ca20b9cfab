import { nameKeys } from './name-keys';
import { postcodeKey } from './postcodes';
import type { PostalRow } from './types';

/** One country's postal rows, looked up by postcode and by place name. */
export interface CountryIndex {
  byPostcode: Map<string, PostalRow[]>;
  byName: Map<string, PostalRow[]>;
  /** how many postcodes a place has (key: `placeKey`): the bigger town names a shared postcode */
  postcodeCount: Map<string, number>;
}

/** A place within its region: "Hardwick" is a village in many English counties, but one in each. */
export const placeKey = (row: PostalRow) => `${row.place}|${row.admin}`;

function append<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function buildCountryIndex(rows: readonly PostalRow[]): CountryIndex {
  const byPostcode = new Map<string, PostalRow[]>();
  const byName = new Map<string, PostalRow[]>();
  const postcodeCount = new Map<string, number>();
  // Places repeat across postcodes (Stockholm has over a thousand): fold each name once.
  const keysOfPlace = new Map<string, string[]>();
  for (const row of rows) {
    append(byPostcode, postcodeKey(row.postcode), row);
    let keys = keysOfPlace.get(row.place);
    if (!keys) {
      keys = nameKeys(row.place);
      keysOfPlace.set(row.place, keys);
    }
    for (const key of keys) append(byName, key, row);
    const place = placeKey(row);
    postcodeCount.set(place, (postcodeCount.get(place) ?? 0) + 1);
  }
  return { byPostcode, byName, postcodeCount };
}
