import { serverConfig } from '@/platform/config/server-config';
import { STOREFRONT_COUNTRIES } from '@/platform/locale/locales';
import { EmbeddedGeocoder } from './embedded-geocoder';
import { HttpGeocoder } from './http-geocoder';
import { loadCountryIndex } from './postal-index-store';
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

/**
 * Reads the embedded index of every storefront in the background, so that no visitor's first search in a
 * country waits for the file (up to a few hundred ms); nothing to do with a geocoding service configured.
 */
export async function preloadGeocoder(): Promise<void> {
  if (serverConfig().geocoderUrl) return;
  await Promise.all(STOREFRONT_COUNTRIES.map((country) => loadCountryIndex(country)));
}
