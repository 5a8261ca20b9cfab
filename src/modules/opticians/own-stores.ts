import { cachedQuery } from '@/platform/cache/database-cache';
import type { Country } from '@/platform/locale/locales';
import { payloadClient } from '@/payload/client';

export interface StoreOption {
  id: string;
  name: string;
  city: string;
}

/** The retailer's own stores (opticianType MSXStore) of a storefront, for the bam store choice. */
export const listOwnStores = cachedQuery(
  'own-stores',
  async (country: Country): Promise<StoreOption[]> => {
    const payload = await payloadClient();
    const result = await payload.find({
      collection: 'opticians',
      where: { and: [{ opticianType: { equals: 'MSXStore' } }, { country: { equals: country } }] },
      sort: 'city',
      limit: 200,
      depth: 0,
      pagination: false,
    });
    return result.docs.map((store) => ({ id: store.id, name: store.name, city: store.city }));
  },
  ['opticians'],
);

export async function findOwnStore(id: string): Promise<StoreOption | undefined> {
  const payload = await payloadClient();
  const result = await payload.find({
    collection: 'opticians',
    where: { and: [{ id: { equals: id } }, { opticianType: { equals: 'MSXStore' } }] },
    limit: 1,
    depth: 0,
  });
  const store = result.docs[0];
  return store ? { id: store.id, name: store.name, city: store.city } : undefined;
}
