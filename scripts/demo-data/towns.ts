import type { Country } from '../../src/platform/locale/locales';
import opticianTowns from './optician-towns.json';

export interface Town {
  country: Country;
  city: string;
  postalCode: string;
  latitude: number;
  longitude: number;
}

/** Real towns (GeoNames coordinates, CC BY 4.0) where the retailer has its own stores. */
export const OWN_STORE_TOWNS: Town[] = [
  { country: 'de', city: 'Berlin', postalCode: '10178', latitude: 52.5219, longitude: 13.4132 },
  { country: 'de', city: 'Hamburg', postalCode: '20095', latitude: 53.5507, longitude: 9.993 },
  { country: 'de', city: 'München', postalCode: '80331', latitude: 48.1374, longitude: 11.5755 },
  { country: 'de', city: 'Köln', postalCode: '50667', latitude: 50.9384, longitude: 6.9599 },
  { country: 'de', city: 'Frankfurt am Main', postalCode: '60311', latitude: 50.1109, longitude: 8.6821 },
  { country: 'de', city: 'Leipzig', postalCode: '04109', latitude: 51.3397, longitude: 12.3731 },
  { country: 'at', city: 'Wien', postalCode: '1010', latitude: 48.2085, longitude: 16.3721 },
  { country: 'at', city: 'Graz', postalCode: '8010', latitude: 47.0707, longitude: 15.4395 },
  { country: 'ch', city: 'Zürich', postalCode: '8001', latitude: 47.3717, longitude: 8.5423 },
  { country: 'ch', city: 'Genève', postalCode: '1204', latitude: 46.2022, longitude: 6.1457 },
  { country: 'nl', city: 'Amsterdam', postalCode: '1012', latitude: 52.374, longitude: 4.8897 },
  { country: 'nl', city: 'Utrecht', postalCode: '3511', latitude: 52.0908, longitude: 5.1222 },
  { country: 'fr', city: 'Paris', postalCode: '75001', latitude: 48.8534, longitude: 2.3488 },
  { country: 'fr', city: 'Lyon', postalCode: '69002', latitude: 45.7485, longitude: 4.8467 },
  { country: 'es', city: 'Madrid', postalCode: '28013', latitude: 40.4165, longitude: -3.7026 },
  { country: 'es', city: 'Barcelona', postalCode: '08002', latitude: 41.3888, longitude: 2.159 },
  { country: 'se', city: 'Stockholm', postalCode: '111 22', latitude: 59.3326, longitude: 18.0649 },
  { country: 'se', city: 'Göteborg', postalCode: '411 06', latitude: 57.7072, longitude: 11.9668 },
  { country: 'no', city: 'Oslo', postalCode: '0154', latitude: 59.9127, longitude: 10.7461 },
  { country: 'no', city: 'Bergen', postalCode: '5003', latitude: 60.393, longitude: 5.3242 },
  { country: 'fi', city: 'Helsinki', postalCode: '00100', latitude: 60.1695, longitude: 24.9354 },
  { country: 'fi', city: 'Tampere', postalCode: '33100', latitude: 61.4991, longitude: 23.7871 },
  { country: 'gb', city: 'London', postalCode: 'W1D', latitude: 51.5128, longitude: -0.1318 },
  { country: 'gb', city: 'Manchester', postalCode: 'M1', latitude: 53.4809, longitude: -2.2374 },
];

/** A real town with a few of its real postcodes and their points, where demo partner opticians are placed. */
export interface OpticianTown {
  city: string;
  admin: string;
  /** how many postcodes the town has: bigger towns get more opticians */
  size: number;
  postcodes: Array<{ postcode: string; lat: number; lng: number }>;
}

/** The biggest towns of each country, built by scripts/build-geodata.ts from GeoNames (CC BY 4.0). */
export const PARTNER_TOWNS: Record<Country, OpticianTown[]> = opticianTowns.towns;
