import type { Country } from '@/platform/locale/locales';
import type { OpeningInterval } from './slots';

export interface BookableOptician {
  id: string;
  name: string;
  opticianType: 'MSXStore' | 'Partner';
  street: string;
  postalCode: string;
  city: string;
  country: Country;
  phone: string;
  email?: string;
  timeZone: string;
  capacity: number;
  services: string[];
  openingHours: OpeningInterval[];
  bookable: boolean;
}
