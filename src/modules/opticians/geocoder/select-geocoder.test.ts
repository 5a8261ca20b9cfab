import { describe, expect, it } from 'vitest';
import { EmbeddedGeocoder } from './embedded-geocoder';
import { HttpGeocoder } from './http-geocoder';
import { createGeocoder } from './select-geocoder';

describe('geocoder selection', () => {
  it('uses the embedded index without GEOCODER_URL and the service with it', () => {
    expect(createGeocoder({})).toBeInstanceOf(EmbeddedGeocoder);
    expect(createGeocoder({ geocoderUrl: 'http://127.0.0.1:2322/api' })).toBeInstanceOf(HttpGeocoder);
  });
});
