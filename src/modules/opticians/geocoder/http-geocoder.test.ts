import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RemoteServiceError } from '@/platform/errors/remote-service-error';
import { HttpGeocoder } from './http-geocoder';

/** A Nominatim answer for "Kärntner Straße 1, Wien", trimmed to the fields the shop reads. */
const NOMINATIM_ANSWER = [
  {
    lat: '48.2066',
    lon: '16.3708',
    display_name: 'Kärntner Straße 1, 1010 Wien, Österreich',
    boundingbox: ['48.2065', '48.2067', '16.3707', '16.3709'],
    addresstype: 'building',
    address: {
      house_number: '1',
      road: 'Kärntner Straße',
      suburb: 'Innere Stadt',
      city: 'Wien',
      state: 'Wien',
      postcode: '1010',
      country: 'Österreich',
      country_code: 'at',
    },
  },
];

/** Photon has no country filter: one feature in Switzerland, one in Austria. */
const PHOTON_ANSWER = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [6.6323, 46.5197] },
      properties: {
        name: 'Lausanne',
        type: 'city',
        postcode: '1003',
        state: 'Vaud',
        country: 'Schweiz',
        countrycode: 'CH',
        extent: [6.58, 46.6, 6.72, 46.5],
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [16.3725, 48.2083] },
      properties: {
        name: 'Wien',
        type: 'city',
        postcode: '1010',
        state: 'Wien',
        country: 'Österreich',
        countrycode: 'AT',
      },
    },
  ],
};

let server: http.Server;
let base: string;
const requests: URL[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    if (url.pathname === '/broken/search') {
      response.writeHead(502).end('bad gateway');
      return;
    }
    const body =
      url.pathname === '/api'
        ? PHOTON_ANSWER
        : url.searchParams.get('q') === 'nowhere'
          ? []
          : NOMINATIM_ANSWER;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('HTTP geocoder', () => {
  it('asks a Nominatim service within the country and maps its answer to the spec §3 shape', async () => {
    const response = await new HttpGeocoder(`${base}/search`).geocode(' Kärntner Straße 1, Wien ', 'at');
    const asked = requests.at(-1)!;
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      q: 'Kärntner Straße 1, Wien',
      countrycodes: 'at',
      format: 'jsonv2',
      addressdetails: '1',
    });
    expect(response).toEqual({
      status: 'OK',
      results: [
        {
          formatted_address: 'Kärntner Straße 1, 1010 Wien, Österreich',
          types: ['street_address'],
          address_components: [
            { long_name: '1', short_name: '1', types: ['street_number'] },
            { long_name: 'Kärntner Straße', short_name: 'Kärntner Straße', types: ['route'] },
            { long_name: 'Innere Stadt', short_name: 'Innere Stadt', types: ['sublocality', 'political'] },
            { long_name: 'Wien', short_name: 'Wien', types: ['locality', 'political'] },
            { long_name: 'Wien', short_name: 'Wien', types: ['administrative_area_level_1', 'political'] },
            { long_name: '1010', short_name: '1010', types: ['postal_code'] },
            { long_name: 'Österreich', short_name: 'AT', types: ['country', 'political'] },
          ],
          geometry: {
            location_type: 'ROOFTOP',
            location: { lat: 48.2066, lng: 16.3708 },
            viewport: {
              northeast: { lat: 48.2067, lng: 16.3709 },
              southwest: { lat: 48.2065, lng: 16.3707 },
            },
          },
        },
      ],
    });
  });

  it('answers ZERO_RESULTS when the service finds nothing', async () => {
    expect(await new HttpGeocoder(`${base}/search`).geocode('nowhere', 'de')).toEqual({
      results: [],
      status: 'ZERO_RESULTS',
    });
  });

  it('keeps only the storefront country of a Photon answer', async () => {
    const response = await new HttpGeocoder(`${base}/api`).geocode('Lausanne', 'ch');
    expect(requests.at(-1)!.searchParams.get('countrycodes')).toBeNull();
    expect(response.results).toHaveLength(1);
    expect(response.results[0]).toMatchObject({
      formatted_address: '1003 Lausanne, Schweiz',
      types: ['locality', 'political'],
      geometry: {
        location_type: 'APPROXIMATE',
        location: { lat: 46.5197, lng: 6.6323 },
        viewport: { northeast: { lat: 46.6, lng: 6.72 }, southwest: { lat: 46.5, lng: 6.58 } },
      },
    });
  });

  it('rejects with the service status when the service fails', async () => {
    const failing = new HttpGeocoder(`${base}/broken/search`).geocode('Wien', 'at');
    await expect(failing).rejects.toBeInstanceOf(RemoteServiceError);
    await expect(failing).rejects.toMatchObject({ status: 502 });
  });
});
