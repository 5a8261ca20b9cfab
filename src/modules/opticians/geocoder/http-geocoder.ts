import type { Country } from '@/platform/locale/locales';
import { createCircuit, DEFAULT_CIRCUIT } from '@/platform/breakers/circuit';
import { getText } from '@/platform/http/request-text';
import { fromNominatim, fromPhoton } from './http-answers';
import { zeroResults, type Geocoder, type GeocodingResponse } from './types';

const MAX_RESULTS = 5;
/** Photon cannot filter by country: ask for more and keep the storefront's. */
const PHOTON_OVERFETCH = 3;

/**
 * A Nominatim- or Photon-compatible geocoding service (GEOCODER_URL): Photon when the address ends in
 * `/api`, Nominatim's `/search` otherwise. Nominatim filters by country itself; Photon's answers are
 * filtered here, so neither answers outside the storefront's country.
 */
export class HttpGeocoder implements Geocoder {
  private readonly flavour: 'nominatim' | 'photon';
  private readonly circuit = createCircuit(
    'geocoder',
    (signal: AbortSignal, url: string) =>
      getText(url, {
        signal,
        headers: { accept: 'application/json', 'user-agent': 'eyewear-shop geocoder' },
      }),
    DEFAULT_CIRCUIT,
  );

  constructor(private readonly endpoint: string) {
    this.flavour = new URL(endpoint).pathname.replace(/\/$/, '').endsWith('/api') ? 'photon' : 'nominatim';
  }

  async geocode(query: string, country: Country): Promise<GeocodingResponse> {
    if (query.trim() === '') return zeroResults();
    const { body } = await this.circuit.callWith(this.searchUrl(query, country));
    const answer: unknown = JSON.parse(body);
    const results = this.flavour === 'photon' ? fromPhoton(answer, country) : fromNominatim(answer, country);
    return results.length > 0 ? { results: results.slice(0, MAX_RESULTS), status: 'OK' } : zeroResults();
  }

  private searchUrl(query: string, country: Country): string {
    const url = new URL(this.endpoint);
    url.searchParams.set('q', query.trim());
    if (this.flavour === 'photon') {
      url.searchParams.set('limit', String(MAX_RESULTS * PHOTON_OVERFETCH));
    } else {
      url.searchParams.set('limit', String(MAX_RESULTS));
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('addressdetails', '1');
      url.searchParams.set('countrycodes', country);
    }
    return url.toString();
  }
}
