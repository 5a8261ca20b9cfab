import { z } from 'zod';
import type { Country } from '@/platform/locale/locales';
import { component, geometry, viewportAround } from './result-shape';
import type { AddressComponent, GeocodingResult, LocationType } from './types';

/** The address parts both providers name, in the order of a Google answer's components. */
interface Address {
  houseNumber?: string;
  street?: string;
  district?: string;
  town?: string;
  postcode?: string;
  state?: string;
  country?: string;
  countryCode?: string;
}

const RESULT_TYPES: Record<string, string[]> = {
  house: ['street_address'],
  building: ['street_address'],
  road: ['route'],
  street: ['route'],
  postcode: ['postal_code'],
  city: ['locality', 'political'],
  town: ['locality', 'political'],
  village: ['locality', 'political'],
  hamlet: ['locality', 'political'],
  municipality: ['locality', 'political'],
  locality: ['locality', 'political'],
  suburb: ['sublocality', 'political'],
  district: ['sublocality', 'political'],
  quarter: ['sublocality', 'political'],
  neighbourhood: ['neighborhood', 'political'],
  county: ['administrative_area_level_2', 'political'],
  state: ['administrative_area_level_1', 'political'],
  country: ['country', 'political'],
};

const resultTypes = (kind: string | undefined) => (kind && RESULT_TYPES[kind]) || ['establishment'];

function addressComponents(address: Address): AddressComponent[] {
  const parts: Array<[string | undefined, string[]]> = [
    [address.houseNumber, ['street_number']],
    [address.street, ['route']],
    [address.district, ['sublocality', 'political']],
    [address.town, ['locality', 'political']],
    [address.state, ['administrative_area_level_1', 'political']],
    [address.postcode, ['postal_code']],
  ];
  const components = parts.flatMap(([name, types]) => (name ? [component(name, types)] : []));
  if (address.country) {
    const short = address.countryCode?.toUpperCase() ?? address.country;
    components.push({ long_name: address.country, short_name: short, types: ['country', 'political'] });
  }
  return components;
}

const locationType = (address: Address): LocationType =>
  address.houseNumber ? 'ROOFTOP' : address.street ? 'GEOMETRIC_CENTER' : 'APPROXIMATE';

const inCountry = (address: Address, country: Country) =>
  !address.countryCode || address.countryCode.toLowerCase() === country;

const coordinate = z.coerce.number();

const nominatimAnswer = z.array(
  z.object({
    lat: coordinate,
    lon: coordinate,
    display_name: z.string(),
    /** south, north, west, east */
    boundingbox: z.tuple([coordinate, coordinate, coordinate, coordinate]).optional(),
    addresstype: z.string().optional(),
    type: z.string().optional(),
    address: z.record(z.string(), z.string()).default({}),
  }),
);

/** Nominatim's `/search?format=jsonv2&addressdetails=1` answer. */
export function fromNominatim(body: unknown, country: Country): GeocodingResult[] {
  return nominatimAnswer.parse(body).flatMap((place) => {
    const a = place.address;
    const address: Address = {
      houseNumber: a.house_number,
      street: a.road ?? a.pedestrian,
      district: a.suburb ?? a.city_district,
      town: a.city ?? a.town ?? a.village ?? a.municipality,
      postcode: a.postcode,
      state: a.state,
      country: a.country,
      countryCode: a.country_code,
    };
    if (!inCountry(address, country)) return [];
    const location = { lat: place.lat, lng: place.lon };
    const box = place.boundingbox;
    const viewport = box
      ? { northeast: { lat: box[1], lng: box[3] }, southwest: { lat: box[0], lng: box[2] } }
      : viewportAround([location]);
    return [
      {
        formatted_address: place.display_name,
        types: resultTypes(place.addresstype ?? place.type),
        address_components: addressComponents(address),
        geometry: geometry(locationType(address), location, viewport),
      },
    ];
  });
}

const photonAnswer = z.object({
  features: z.array(
    z.object({
      geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
      properties: z.object({
        name: z.string().optional(),
        housenumber: z.string().optional(),
        street: z.string().optional(),
        district: z.string().optional(),
        city: z.string().optional(),
        postcode: z.string().optional(),
        state: z.string().optional(),
        country: z.string().optional(),
        countrycode: z.string().optional(),
        type: z.string().optional(),
        /** west, north, east, south */
        extent: z.tuple([z.number(), z.number(), z.number(), z.number()]).optional(),
      }),
    }),
  ),
});

/** Photon's `/api` answer (GeoJSON features). */
export function fromPhoton(body: unknown, country: Country): GeocodingResult[] {
  return photonAnswer.parse(body).features.flatMap(({ geometry: point, properties: p }) => {
    const town = p.city ?? (p.type === 'city' ? p.name : undefined);
    const address: Address = {
      houseNumber: p.housenumber,
      street: p.street,
      district: p.district,
      town,
      postcode: p.postcode,
      state: p.state,
      country: p.country,
      countryCode: p.countrycode,
    };
    if (!inCountry(address, country)) return [];
    const [lng, lat] = point.coordinates;
    const location = { lat, lng };
    const extent = p.extent;
    const viewport = extent
      ? { northeast: { lat: extent[1], lng: extent[2] }, southwest: { lat: extent[3], lng: extent[0] } }
      : viewportAround([location]);
    const street = [p.street, p.housenumber].filter(Boolean).join(' ');
    const local = [p.postcode, town].filter(Boolean).join(' ');
    const named = p.name && p.name !== town && p.name !== p.street ? p.name : undefined;
    return [
      {
        formatted_address: [named, street, local, p.country].filter(Boolean).join(', '),
        types: resultTypes(p.type),
        address_components: addressComponents(address),
        geometry: geometry(locationType(address), location, viewport),
      },
    ];
  });
}
