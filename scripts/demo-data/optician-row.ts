import type { OpticianService, OpticianTag } from '../../src/payload/collections/optician-offerings';
import type { Country } from '../../src/platform/locale/locales';

/** One optician as the demo data loads it into the `opticians` collection's tables. */
export interface OpticianRow {
  id: string;
  name: string;
  opticianType: 'MSXStore' | 'Partner';
  street: string;
  postalCode: string;
  city: string;
  country: Country;
  latitude: number;
  longitude: number;
  timeZone: string;
  phone: string;
  email: string;
  services: OpticianService[];
  tags: OpticianTag[];
  acceptsVoucher: boolean;
  bookable: boolean;
  /** appointments that can run at the same time */
  capacity: number;
  openingHours: OpeningHoursRow[];
}

export interface OpeningHoursRow {
  id: string;
  weekday: string;
  opens: string;
  closes: string;
}
