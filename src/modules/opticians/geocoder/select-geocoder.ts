import { serverConfig } from '@/platform/config/server-config';
import { EmbeddedGeocoder } from './embedded-geocoder';
import { HttpGeocoder } from './http-geocoder';
import type { Geocoder } from './types';

/** The geocoding service at `geocoderUrl`, or the embedded offline index when none is configured. */
export function createGeocoder(settings: { geocoderUrl?: string }): Geocoder {
  return settings.geocoderUrl ? new HttpGeocoder(settings.geocoderUrl) : new EmbeddedGeocoder();
}

let shared: Geocoder | undefined;

/** The process's geocoder, as configured by GEOCODER_URL. */
export function geocoder(): Geocoder {
  shared ??= createGeocoder(serverConfig());
  return shared;
}
