import { timeZoneOf, type Country } from '../../src/platform/locale/locales';
import { slug } from '../../src/platform/text/fold';
import { fullPostcode, phoneNumber, streetAddress } from './addresses';
import { partnerOffer } from './offerings';
import { openingHours, pickHoursStyle } from './opening-hours';
import type { OpticianRow } from './optician-row';
import { partnerName } from './partner-names';
import { pick, pickWeighted, seededRandom } from './random';
import { PARTNER_TOWNS, type OpticianTown } from './towns';

/** Spec §1/§9: over 400 partner opticians, weighted by the countries' size; Germany has the most. */
export const PARTNERS_PER_COUNTRY: Record<Country, number> = {
  de: 150,
  fr: 50,
  gb: 50,
  es: 45,
  nl: 30,
  at: 25,
  ch: 22,
  se: 22,
  no: 18,
  fi: 18,
};

const KM_PER_DEGREE = 111.32;

/**
 * A point near the postcode's: the data give one point per postcode (in London one for all of it), so
 * shops scatter around it, farther in bigger towns.
 */
function nearby(random: () => number, point: { lat: number; lng: number }, town: OpticianTown) {
  const radiusKm = Math.min(5, 0.5 + Math.sqrt(town.size) * 0.3);
  const distance = radiusKm * Math.sqrt(random());
  const angle = random() * 2 * Math.PI;
  const lat = point.lat + (distance * Math.cos(angle)) / KM_PER_DEGREE;
  const lng =
    point.lng + (distance * Math.sin(angle)) / (KM_PER_DEGREE * Math.cos((point.lat * Math.PI) / 180));
  return { latitude: Number(lat.toFixed(5)), longitude: Number(lng.toFixed(5)) };
}

/**
 * Partner opticians (opticianType Partner) in real towns of every storefront country, bigger towns with
 * more of them; the same seed gives the same opticians.
 */
export function generatePartnerOpticians(seed = 2026): OpticianRow[] {
  const random = seededRandom(seed);
  const rows: OpticianRow[] = [];
  for (const [country, count] of Object.entries(PARTNERS_PER_COUNTRY) as Array<[Country, number]>) {
    const perTown = new Map<string, number>();
    for (let index = 0; index < count; index += 1) {
      const town = pickWeighted(random, PARTNER_TOWNS[country], (candidate) => Math.sqrt(candidate.size));
      const place = pick(random, town.postcodes);
      const number = (perTown.get(town.city) ?? 0) + 1;
      perTown.set(town.city, number);
      const id = `partner-${country}-${slug(town.city)}-${number}`;
      const name = partnerName(random, country, town.city, place.postcode);
      rows.push({
        id,
        name,
        opticianType: 'Partner',
        street: streetAddress(random, country, place.postcode),
        postalCode: fullPostcode(random, country, place.postcode),
        city: town.city,
        country,
        ...nearby(random, place, town),
        timeZone: timeZoneOf(country),
        phone: phoneNumber(random, country),
        email: `${slug(town.city)}@${slug(name)}.example`,
        ...partnerOffer(random, country),
        openingHours: openingHours(id, pickHoursStyle(random, country)),
      });
    }
  }
  return rows;
}
