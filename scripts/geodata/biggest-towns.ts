import { haversineKm, type LatLng, type PostalRow } from '../../src/modules/opticians/geocoder';
import { foldText } from '../../src/platform/text/fold';
import type { OpticianTown } from '../demo-data/towns';

/** Postcodes farther from their town's centre belong to another town of the same name. */
const TOWN_RADIUS_KM = 15;

const byCodePoints = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

interface Candidate {
  city: string;
  admin: string;
  centre: LatLng;
  postcodes: PostalRow[];
}

/** Up to `count` items spread evenly over the list. */
function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, index) => items[Math.floor((index * items.length) / count)]!);
}

function candidate(group: PostalRow[]): Candidate {
  const centre = {
    lat: group.reduce((sum, row) => sum + row.lat, 0) / group.length,
    lng: group.reduce((sum, row) => sum + row.lng, 0) / group.length,
  };
  const near = group.filter((row) => haversineKm(centre, row) <= TOWN_RADIUS_KM);
  const postcodes = [...new Map(near.map((row) => [row.postcode, row])).values()];
  return {
    city: group[0]!.place,
    admin: group[0]!.admin,
    centre,
    postcodes: postcodes.sort((a, b) => byCodePoints(a.postcode, b.postcode)),
  };
}

/** A district or council area named after a bigger town nearby: "Hamburg Bramfeld", "City of Edinburgh". */
const partOf = (town: Candidate, bigger: Candidate) =>
  ` ${foldText(town.city)} `.includes(` ${foldText(bigger.city)} `) &&
  haversineKm(town.centre, bigger.centre) <= TOWN_RADIUS_KM;

/**
 * The towns with the most postcodes (a fair proxy for their size), each with a few of its postcodes and
 * their points, for the demo opticians.
 */
export function biggestTowns(
  townRows: readonly PostalRow[],
  count: number,
  postcodesPerTown: number,
): OpticianTown[] {
  const groups = new Map<string, PostalRow[]>();
  for (const row of townRows) {
    const key = `${foldText(row.place)}|${row.admin}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const bySize = [...groups.values()]
    .map(candidate)
    .sort((a, b) => b.postcodes.length - a.postcodes.length || byCodePoints(a.city, b.city));
  const towns: Candidate[] = [];
  for (const town of bySize) {
    if (towns.length === count) break;
    if (!towns.some((bigger) => partOf(town, bigger))) towns.push(town);
  }
  return towns.map((town) => ({
    city: town.city,
    admin: town.admin,
    size: town.postcodes.length,
    postcodes: spread(town.postcodes, postcodesPerTown).map(({ postcode, lat, lng }) => ({
      postcode,
      lat,
      lng,
    })),
  }));
}
