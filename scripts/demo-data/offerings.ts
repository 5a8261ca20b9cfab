import {
  GERMAN_STOREFRONT,
  type OpticianService,
  type OpticianTag,
} from '../../src/payload/collections/optician-offerings';
import type { Country } from '../../src/platform/locale/locales';
import { integerBetween, pick } from './random';

export interface Offer {
  services: OpticianService[];
  tags: OpticianTag[];
  acceptsVoucher: boolean;
  bookable: boolean;
  capacity: number;
}

/** The tags follow from the services, so a filter by tag finds what the detail page lists. */
function tagsFor(
  services: readonly OpticianService[],
  bookable: boolean,
  drivingLicenceTests: boolean,
): OpticianTag[] {
  const tags: OpticianTag[] = [];
  if (services.includes('eyeTestConsultation')) tags.push('eyeTestGlasses');
  if (services.includes('contactLensFitting')) tags.push('eyeTestContactLenses');
  if (bookable) tags.push('onlineBooking');
  if (drivingLicenceTests && services.includes('eyeTestConsultation')) tags.push('drivingLicenceEyeTest');
  if (services.includes('eyeHealthCheck')) tags.push('eyeHealthCheck');
  return tags;
}

/** A partner optician: the eye test nearly always, the rest varies; the eye health check in Germany only. */
export function partnerOffer(random: () => number, country: Country): Offer {
  const services: OpticianService[] = [];
  if (random() < 0.95) services.push('eyeTestConsultation');
  if (random() < 0.6) services.push('contactLensFitting');
  if (random() < 0.9) services.push('glassesFitting');
  if (random() < 0.55) services.push('varifocalCentering');
  if (country === GERMAN_STOREFRONT && random() < 0.4) services.push('eyeHealthCheck');
  const bookable = random() < 0.7;
  return {
    services,
    tags: tagsFor(services, bookable, random() < 0.5),
    acceptsVoucher: services.includes('eyeTestConsultation') && random() < 0.85,
    bookable,
    capacity: bookable ? pick(random, [1, 1, 2, 2, 3]) : 1,
  };
}

/** The retailer's own stores offer everything, take every voucher and book online, two or three at once. */
export function ownStoreOffer(random: () => number, country: Country): Offer {
  const services: OpticianService[] = [
    'eyeTestConsultation',
    'contactLensFitting',
    'glassesFitting',
    'varifocalCentering',
  ];
  if (country === GERMAN_STOREFRONT) services.push('eyeHealthCheck');
  return {
    services,
    tags: tagsFor(services, true, true),
    acceptsVoucher: true,
    bookable: true,
    capacity: integerBetween(random, 2, 3),
  };
}
