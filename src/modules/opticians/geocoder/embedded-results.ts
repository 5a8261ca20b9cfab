import type { Country } from '@/platform/locale/locales';
import { centroid, component, countryComponent, countryName, geometry, viewportAround } from './result-shape';
import type { GeocodingResult, LatLng, PostalRow } from './types';

const pointOf = (row: PostalRow): LatLng => ({ lat: row.lat, lng: row.lng });
const adminComponents = (admin: string) =>
  admin ? [component(admin, ['administrative_area_level_1', 'political'])] : [];

/** A postcode of the index, centred on its main place; the viewport spans all its places. */
export function postcodeResult(
  country: Country,
  rows: readonly PostalRow[],
  mainPlace: PostalRow,
): GeocodingResult {
  const postcode = mainPlace.postcode;
  const local = country === 'gb' ? `${mainPlace.place} ${postcode}` : `${postcode} ${mainPlace.place}`;
  return {
    formatted_address: `${local}, ${countryName(country)}`,
    types: ['postal_code'],
    address_components: [
      component(postcode, ['postal_code']),
      component(mainPlace.place, ['locality', 'political']),
      ...adminComponents(mainPlace.admin),
      countryComponent(country),
    ],
    geometry: geometry('APPROXIMATE', pointOf(mainPlace), viewportAround(rows.map(pointOf))),
  };
}

/** A town: the centre of its postcodes' points, the viewport around them all. */
export function townResult(country: Country, rows: readonly PostalRow[]): GeocodingResult {
  const { place, admin } = rows[0]!;
  const region = admin && admin !== place ? `${admin}, ` : '';
  const points = rows.map(pointOf);
  return {
    formatted_address: `${place}, ${region}${countryName(country)}`,
    types: ['locality', 'political'],
    address_components: [
      component(place, ['locality', 'political']),
      ...adminComponents(admin),
      countryComponent(country),
    ],
    geometry: geometry('APPROXIMATE', centroid(points), viewportAround(points)),
  };
}
