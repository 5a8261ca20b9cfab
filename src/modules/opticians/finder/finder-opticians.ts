import type { Optician } from '@/payload/payload-types';
import { cachedQuery } from '@/platform/cache/database-cache';
import type { Country } from '@/platform/locale/locales';
import { payloadClient } from '@/payload/client';

export type OpticianKind = 'Partner' | 'MSXStore';

/** What the finder shows of an optician. */
export interface FinderOptician {
  id: string;
  name: string;
  opticianType: OpticianKind;
  street: string;
  postalCode: string;
  city: string;
  phone: string;
  latitude: number;
  longitude: number;
  services: string[];
  tags: string[];
  acceptsVoucher: boolean;
  bookable: boolean;
  country: Country;
  openingHours: Array<{ weekday: string; opens: string; closes: string }>;
}

function toFinderOptician(doc: Optician): FinderOptician {
  return {
    id: doc.id,
    name: doc.name,
    opticianType: doc.opticianType,
    street: doc.street,
    postalCode: doc.postalCode,
    city: doc.city,
    phone: doc.phone,
    latitude: doc.latitude,
    longitude: doc.longitude,
    services: doc.services ?? [],
    tags: doc.tags ?? [],
    acceptsVoucher: Boolean(doc.acceptsVoucher),
    bookable: Boolean(doc.bookable),
    country: doc.country,
    openingHours: (doc.openingHours ?? []).map(({ weekday, opens, closes }) => ({ weekday, opens, closes })),
  };
}

/** Every optician of one kind in a storefront, cached until the backoffice changes an optician. */
export const loadFinderOpticians = cachedQuery(
  'finder-opticians',
  async (country: Country, kind: OpticianKind): Promise<FinderOptician[]> => {
    const payload = await payloadClient();
    const { docs } = await payload.find({
      collection: 'opticians',
      where: { and: [{ country: { equals: country } }, { opticianType: { equals: kind } }] },
      sort: 'city',
      depth: 0,
      limit: 0,
      pagination: false,
    });
    return docs.map(toFinderOptician);
  },
  ['opticians'],
);

/** One optician by its public id, cached like the lists; undefined when there is none. */
export const findOptician = cachedQuery(
  'optician',
  async (id: string): Promise<FinderOptician | undefined> => {
    const payload = await payloadClient();
    const { docs } = await payload.find({
      collection: 'opticians',
      where: { id: { equals: id } },
      depth: 0,
      limit: 1,
      pagination: false,
    });
    return docs[0] ? toFinderOptician(docs[0]) : undefined;
  },
  ['opticians'],
);
