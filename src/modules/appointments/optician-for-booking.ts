import { payloadClient } from '@/payload/client';
import type { BookableOptician } from './bookable-optician';

/** An optician with what booking needs to know, or undefined. */
export async function findOpticianForBooking(id: string): Promise<BookableOptician | undefined> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'opticians',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
  });
  const doc = docs[0];
  if (!doc) return undefined;
  return {
    id: doc.id,
    name: doc.name,
    opticianType: doc.opticianType,
    street: doc.street,
    postalCode: doc.postalCode,
    city: doc.city,
    country: doc.country,
    phone: doc.phone,
    email: doc.email ?? undefined,
    timeZone: doc.timeZone,
    capacity: doc.capacity ?? 1,
    services: doc.services ?? [],
    openingHours: (doc.openingHours ?? []).map(({ weekday, opens, closes }) => ({ weekday, opens, closes })),
    bookable: Boolean(doc.bookable),
  };
}
