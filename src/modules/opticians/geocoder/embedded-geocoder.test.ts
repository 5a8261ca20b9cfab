import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Country } from '@/platform/locale/locales';
import { EmbeddedGeocoder } from './embedded-geocoder';
import { encodePostalIndex } from './postal-index-format';
import type { GeocodingResponse, GeocodingResult } from './types';

const geocoder = new EmbeddedGeocoder();

const componentOf = (result: GeocodingResult, type: string) =>
  result.address_components.find((component) => component.types.includes(type))?.long_name;

/** [query, the first result's locality, its postcode when the query gives one] */
const QUERIES: Record<Country, Array<[string, string, string?]>> = {
  de: [
    ['10115', 'Berlin', '10115'],
    ['Hauptstraße 5, 10115 Berlin', 'Berlin', '10115'],
    ['München', 'München'],
    ['Muenchen', 'München'],
    ['munchen', 'München'],
    ['Cologne', 'Köln'],
  ],
  at: [
    ['1010', 'Wien', '1010'],
    ['Wien', 'Wien'],
    ['Vienna', 'Wien'],
    ['8010 Graz', 'Graz', '8010'],
  ],
  ch: [
    ['8001', 'Zürich', '8001'],
    ['Genf', 'Genève'],
    ['Geneve', 'Genève'],
    ['Zuerich', 'Zürich'],
    ['Bahnhofstrasse 1, 3011 Bern', 'Bern', '3011'],
  ],
  nl: [
    ['1012', 'Amsterdam', '1012'],
    ['1012 AB', 'Amsterdam', '1012'],
    ['1012AB Amsterdam', 'Amsterdam', '1012'],
    ['Den Haag', "'s-Gravenhage"],
    ['utrecht', 'Utrecht'],
  ],
  fr: [
    ['75001', 'Paris', '75001'],
    ['13001 Marseille', 'Marseille', '13001'],
    ['Saint-Etienne', 'Saint-Étienne'],
    ['LYON', 'Lyon'],
  ],
  es: [
    ['28013', 'Madrid', '28013'],
    ['Málaga', 'Malaga'],
    ['La Coruña', 'A Coruña'],
    ['Calle Mayor 3, Sevilla', 'Sevilla'],
  ],
  se: [
    ['111 22', 'Stockholm', '111 22'],
    ['11122', 'Stockholm', '111 22'],
    ['Göteborg', 'Göteborg'],
    ['Goteborg', 'Göteborg'],
    ['Gothenburg', 'Göteborg'],
  ],
  no: [
    ['0150', 'Oslo', '0150'],
    ['Tromso', 'Tromsø'],
    ['Bergen', 'Bergen'],
  ],
  fi: [
    ['00100', 'Helsinki', '00100'],
    ['Helsingfors', 'Helsinki'],
    ['Jyvaskyla', 'Jyväskylä'],
  ],
  gb: [
    ['M1', 'Manchester', 'M1'],
    ['M1 1AE', 'Manchester', 'M1'],
    ['sw1a 1aa', 'Westminster Abbey', 'SW1A'],
    ['Edinburgh', 'Edinburgh'],
  ],
};

describe('embedded geocoder', () => {
  describe.each(Object.entries(QUERIES) as Array<[Country, Array<[string, string, string?]>]>)(
    'in %s',
    (country, queries) => {
      it.each(queries)('finds %s', async (query, locality, postcode) => {
        const response = await geocoder.geocode(query, country);
        expect(response.status).toBe('OK');
        const [first] = response.results;
        expect(componentOf(first!, 'locality')).toBe(locality);
        expect(componentOf(first!, 'postal_code')).toBe(postcode);
        expect(first!.types).toEqual(postcode ? ['postal_code'] : ['locality', 'political']);
        expect(first!.address_components.at(-1)).toMatchObject({
          short_name: country.toUpperCase(),
          types: ['country', 'political'],
        });
      });
    },
  );

  it('searches within the storefront country only: 1010 and 1011 are different places or none', async () => {
    const localityIn = async (query: string, country: Country) => {
      const response = await geocoder.geocode(query, country);
      return response.results[0] ? componentOf(response.results[0], 'locality') : response.status;
    };
    expect(await localityIn('1010', 'at')).toBe('Wien');
    expect(await localityIn('1010', 'ch')).toBe('Lausanne');
    expect(await localityIn('1010', 'no')).toBe('ZERO_RESULTS');
    expect(await localityIn('1011', 'nl')).toBe('Amsterdam');
    expect(await localityIn('1011', 'no')).toBe('Oslo');
    expect(await localityIn('Berlin', 'at')).toBe('ZERO_RESULTS');
  });

  it.each([
    ['xyzzy qwertz', 'de'],
    ['', 'fr'],
    ['   ', 'se'],
    ['00000', 'de'],
    ['ZZ9 9ZZ', 'gb'],
  ] as Array<[string, Country]>)('answers ZERO_RESULTS for %j', async (query, country) => {
    expect(await geocoder.geocode(query, country)).toEqual({ results: [], status: 'ZERO_RESULTS' });
  });

  it('answers in the shape of spec §3, approximate, the location inside the viewport', async () => {
    const response: GeocodingResponse = await geocoder.geocode('Wien', 'at');
    const [result] = response.results;
    expect(result).toMatchObject({
      formatted_address: 'Wien, Österreich',
      types: ['locality', 'political'],
      geometry: { location_type: 'APPROXIMATE' },
    });
    for (const component of result!.address_components) {
      expect(component).toEqual({
        long_name: expect.any(String),
        short_name: expect.any(String),
        types: expect.any(Array),
      });
    }
    const { location, viewport } = result!.geometry;
    expect(location.lat).toBeGreaterThan(viewport.southwest.lat);
    expect(location.lat).toBeLessThan(viewport.northeast.lat);
    expect(location.lng).toBeGreaterThan(viewport.southwest.lng);
    expect(location.lng).toBeLessThan(viewport.northeast.lng);
    expect(location.lat).toBeCloseTo(48.21, 1);
    expect(location.lng).toBeCloseTo(16.37, 1);
  });

  it('formats postcodes the local way', async () => {
    const [berlin] = (await geocoder.geocode('10115', 'de')).results;
    const [manchester] = (await geocoder.geocode('M1', 'gb')).results;
    expect(berlin!.formatted_address).toBe('10115 Berlin, Deutschland');
    expect(manchester!.formatted_address).toBe('Manchester M1, United Kingdom');
  });

  it('lists towns of the same name apart, each with its region', async () => {
    const response = await geocoder.geocode('Kirchberg', 'de');
    const regions = response.results.map((result) => componentOf(result, 'administrative_area_level_1'));
    expect(regions.sort()).toEqual(['Bayern', 'Rheinland-Pfalz', 'Sachsen']);
    expect(response.results.map((result) => result.formatted_address)).toContain(
      'Kirchberg, Sachsen, Deutschland',
    );
  });

  it('reads a country index once and keeps it', async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'postal-index-'));
    const row = { postcode: '9999', place: 'Testdorf', admin: 'Tirol', lat: 47.1, lng: 11.2 };
    writeFileSync(path.join(directory, 'at.tsv'), encodePostalIndex([row], ['test']));
    const fromTemporary = new EmbeddedGeocoder(directory);
    expect((await fromTemporary.geocode('Testdorf', 'at')).status).toBe('OK');
    rmSync(directory, { recursive: true });
    expect((await fromTemporary.geocode('9999', 'at')).status).toBe('OK');
  });
});
