import { describe, expect, it } from 'vitest';
import { EmbeddedGeocoder, haversineKm } from '../../src/modules/opticians/geocoder';
import { GERMAN_ONLY_SERVICES, GERMAN_ONLY_TAGS } from '../../src/payload/collections/optician-offerings';
import { STOREFRONT_COUNTRIES, timeZoneOf } from '../../src/platform/locale/locales';
import { generateOwnStores } from './own-stores';
import { generatePartnerOpticians } from './partner-opticians';

const partners = generatePartnerOpticians();
const everyOptician = [...partners, ...generateOwnStores()];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

describe('partner opticians demo data', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(generatePartnerOpticians()).toEqual(partners);
    expect(generatePartnerOpticians(7)).not.toEqual(partners);
  });

  it('has over 400 partners in all ten countries, Germany the most, with the own stores ≥ 20', () => {
    expect(partners.length).toBeGreaterThan(400);
    expect(partners.every((optician) => optician.opticianType === 'Partner')).toBe(true);
    expect(generateOwnStores().length).toBeGreaterThanOrEqual(20);
    const perCountry = new Map<string, number>();
    for (const optician of partners)
      perCountry.set(optician.country, (perCountry.get(optician.country) ?? 0) + 1);
    expect([...perCountry.keys()].sort()).toEqual([...STOREFRONT_COUNTRIES].sort());
    expect([...perCountry].sort(([, a], [, b]) => b - a)[0]![0]).toBe('de');
  });

  it('gives every optician, partner or own store, its own id', () => {
    expect(new Set(everyOptician.map((optician) => optician.id)).size).toBe(everyOptician.length);
  });

  it('offers the German-only services and tags in Germany only, and there too', () => {
    const germanOnly = (optician: (typeof everyOptician)[number]) =>
      optician.services.some((service) => GERMAN_ONLY_SERVICES.includes(service)) ||
      optician.tags.some((tag) => GERMAN_ONLY_TAGS.includes(tag));
    expect(everyOptician.filter(germanOnly).every((optician) => optician.country === 'de')).toBe(true);
    expect(partners.some((optician) => optician.country === 'de' && germanOnly(optician))).toBe(true);
  });

  it('places each partner in a real town, near its postcode', async () => {
    const geocoder = new EmbeddedGeocoder();
    for (const optician of partners) {
      const address = `${optician.postalCode} ${optician.city}`;
      const [postcode] = (await geocoder.geocode(address, optician.country)).results;
      expect(postcode, `${optician.id}: ${address}`).toBeDefined();
      expect(postcode!.address_components[1]!.long_name).toBe(optician.city);
      const point = { lat: optician.latitude, lng: optician.longitude };
      expect(haversineKm(point, postcode!.geometry.location), optician.id).toBeLessThan(6);
    }
  });

  it('has local phone numbers, time zones, varied weekday hours and Sunday closed', () => {
    const dialCodes = {
      de: '+49',
      at: '+43',
      ch: '+41',
      nl: '+31',
      fr: '+33',
      es: '+34',
      se: '+46',
      no: '+47',
      fi: '+358',
      gb: '+44',
    };
    for (const optician of everyOptician) {
      expect(optician.phone.startsWith(`${dialCodes[optician.country]} `), optician.id).toBe(true);
      expect(optician.timeZone).toBe(timeZoneOf(optician.country));
      expect(optician.openingHours.map((row) => row.weekday)).not.toContain('sunday');
      for (const row of optician.openingHours) {
        expect(row.opens, optician.id).toMatch(TIME);
        expect(row.closes < row.opens, optician.id).toBe(false);
      }
    }
    const openOnSaturday = (optician: (typeof partners)[number]) =>
      optician.openingHours.some((row) => row.weekday === 'saturday');
    const lunchBreak = (optician: (typeof partners)[number]) =>
      optician.openingHours.filter((row) => row.weekday === 'monday').length === 2;
    expect(partners.filter(openOnSaturday).length).toBeGreaterThan(0);
    expect(partners.filter((optician) => !openOnSaturday(optician)).length).toBeGreaterThan(0);
    expect(partners.filter(lunchBreak).length).toBeGreaterThan(0);
    expect(partners.filter((optician) => !lunchBreak(optician)).length).toBeGreaterThan(0);
  });

  it('books only bookable opticians, with a capacity of one to three', () => {
    for (const optician of everyOptician) {
      expect(optician.capacity).toBeGreaterThanOrEqual(1);
      expect(optician.capacity).toBeLessThanOrEqual(3);
      expect(optician.tags.includes('onlineBooking')).toBe(optician.bookable);
    }
    expect(partners.some((optician) => optician.acceptsVoucher)).toBe(true);
    expect(partners.some((optician) => !optician.bookable)).toBe(true);
  });
});
