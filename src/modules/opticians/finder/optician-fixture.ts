import type { FinderOptician } from './finder-opticians';

/** A German partner optician for the finder's unit tests, with whatever the test sets. */
export function optician(
  id: string,
  lat: number,
  lng: number,
  extra: Partial<FinderOptician> = {},
): FinderOptician {
  return {
    id,
    name: id,
    opticianType: 'Partner',
    street: 's',
    postalCode: 'p',
    city: 'c',
    phone: '+49',
    latitude: lat,
    longitude: lng,
    services: [],
    tags: [],
    acceptsVoucher: true,
    bookable: true,
    country: 'de',
    openingHours: [],
    ...extra,
  };
}
