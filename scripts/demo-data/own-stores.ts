import { timeZoneOf } from '../../src/platform/locale/locales';
import { slug } from '../../src/platform/text/fold';
import { phoneNumber, streetAddress } from './addresses';
import { ownStoreOffer } from './offerings';
import { openingHours } from './opening-hours';
import type { OpticianRow } from './optician-row';
import { seededRandom } from './random';
import { OWN_STORE_TOWNS } from './towns';

/** The retailer's own stores (MSXStore), one per listed town; open Monday to Saturday, closed Sunday. */
export function generateOwnStores(seed = 2026): OpticianRow[] {
  const random = seededRandom(seed);
  return OWN_STORE_TOWNS.map((town) => {
    const id = `msx-${town.country}-${slug(town.city)}`;
    const late = random() < 0.5;
    return {
      id,
      name: `Eyewear Shop ${town.city}`,
      opticianType: 'MSXStore',
      street: streetAddress(random, town.country, town.postalCode),
      postalCode: town.postalCode,
      city: town.city,
      country: town.country,
      latitude: town.latitude,
      longitude: town.longitude,
      timeZone: timeZoneOf(town.country),
      phone: phoneNumber(random, town.country),
      email: `${slug(town.city)}@stores.eyewear-shop.example`,
      ...ownStoreOffer(random, town.country),
      openingHours: openingHours(id, {
        weekdays: ['09:30', '19:00'],
        saturday: ['10:00', '18:00'],
        lateDay: late ? { weekday: 'thursday', closes: '20:00' } : undefined,
      }),
    };
  });
}
