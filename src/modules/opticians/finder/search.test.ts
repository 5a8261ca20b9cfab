import { describe, expect, it } from 'vitest';
import type { Geocoder, GeocodingResponse } from '../geocoder/types';
import { optician } from './optician-fixture';
import { searchOpticians } from './search';

const berlin = { lat: 52.52, lng: 13.405 };
const geocoder: Geocoder = {
  async geocode(query): Promise<GeocodingResponse> {
    if (query !== 'Berlin') return { results: [], status: 'ZERO_RESULTS' };
    const location = berlin;
    return {
      status: 'OK',
      results: [
        {
          formatted_address: 'Berlin, Deutschland',
          types: ['locality'],
          address_components: [],
          geometry: {
            location_type: 'APPROXIMATE',
            location,
            viewport: { northeast: location, southwest: location },
          },
        },
      ],
    };
  },
};

const opticians = [
  optician('potsdam', 52.39, 13.065, { tags: ['onlineBooking'] }),
  optician('mitte', 52.52, 13.41, { services: ['contactLensFitting'] }),
  optician('munich', 48.137, 11.575, { tags: ['onlineBooking'] }),
];
const none = { services: [], tags: [] };

describe('optician search', () => {
  it('lists the storefront’s opticians without a search', async () => {
    const outcome = await searchOpticians({
      opticians,
      search: undefined,
      filters: none,
      country: 'de',
      geocoder,
    });
    expect(outcome.status).toBe('all');
    expect(outcome.results).toHaveLength(3);
  });

  it('answers the opticians near the place, nearest first, within the radius', async () => {
    const outcome = await searchOpticians({
      opticians,
      search: { query: 'Berlin' },
      filters: none,
      country: 'de',
      geocoder,
    });
    expect(outcome).toMatchObject({ status: 'found', place: 'Berlin, Deutschland' });
    expect(outcome.results.map((result) => result.id)).toEqual(['mitte', 'potsdam']);
    expect(outcome.results[1]).toHaveProperty('distanceKm', expect.closeTo(27.2, 1));
  });

  it('searches from the visitor’s own position', async () => {
    const outcome = await searchOpticians({
      opticians,
      search: { point: { lat: 48.14, lng: 11.58 } },
      filters: none,
      country: 'de',
      geocoder,
    });
    expect(outcome.results.map((result) => result.id)).toEqual(['munich']);
  });

  it('keeps only opticians with every chosen service and tag', async () => {
    const outcome = await searchOpticians({
      opticians,
      search: { query: 'Berlin' },
      filters: { services: [], tags: ['onlineBooking'] },
      country: 'de',
      geocoder,
    });
    expect(outcome.results.map((result) => result.id)).toEqual(['potsdam']);
  });

  it('tells an unknown place from a place without opticians', async () => {
    expect(
      (
        await searchOpticians({
          opticians,
          search: { query: 'Xyzzy' },
          filters: none,
          country: 'de',
          geocoder,
        })
      ).status,
    ).toBe('no_address_found');
    const filtered = await searchOpticians({
      opticians,
      search: { query: 'Berlin' },
      filters: { services: ['eyeHealthCheck'], tags: [] },
      country: 'de',
      geocoder,
    });
    expect(filtered).toEqual({
      status: 'no_store_found',
      place: 'Berlin, Deutschland',
      point: berlin,
      results: [],
    });
  });
});
