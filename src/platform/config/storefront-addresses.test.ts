import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseServerConfig } from './server-config';
import { storefrontAddresses, storefrontsWithoutPublicBaseUrl } from './storefront-addresses';

const shipped = JSON.parse(readFileSync('config/countries.json', 'utf8'));

/** A country configuration where Sweden and Norway have no public address. */
function configWithoutNordicAddresses(): string {
  const countries = structuredClone(shipped.countries);
  delete countries.se.baseUrl;
  delete countries.no.baseUrl;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-addresses-'));
  const file = path.join(dir, 'countries.json');
  writeFileSync(file, JSON.stringify({ ...shipped, countries }));
  return file;
}

describe('storefront public addresses', () => {
  it("takes each storefront's baseUrl from the shipped country configuration in production", () => {
    const config = parseServerConfig({ SHOP_MODE: 'production' });
    expect(storefrontAddresses(config).baseUrls.fr).toBe('https://eyewear-shop.fr');
    expect(storefrontAddresses(config).publicBaseUrl).toBeUndefined();
    expect(storefrontsWithoutPublicBaseUrl(config)).toEqual([]);
  });

  it('keeps the demo’s links where it runs, on localhost, unless PUBLIC_BASE_URL says otherwise', () => {
    expect(storefrontAddresses(parseServerConfig({ PORT: '4000' })).publicBaseUrl).toBe(
      'http://localhost:4000',
    );
    const staging = parseServerConfig({ PUBLIC_BASE_URL: 'https://demo.eyewear-shop.example' });
    expect(storefrontAddresses(staging).publicBaseUrl).toBe('https://demo.eyewear-shop.example');
  });

  it('names the storefronts without a public address', () => {
    const config = parseServerConfig({ COUNTRY_CONFIG_FILE: configWithoutNordicAddresses(), PORT: '4000' });
    expect(storefrontsWithoutPublicBaseUrl(config)).toEqual(['se', 'no']);
    expect(storefrontAddresses(config).fallbackBaseUrl).toBe('http://localhost:4000');
  });

  it('puts every storefront on PUBLIC_BASE_URL, without its trailing slash', () => {
    const config = parseServerConfig({
      COUNTRY_CONFIG_FILE: configWithoutNordicAddresses(),
      PUBLIC_BASE_URL: 'https://staging.eyewear-shop.example/',
    });
    expect(config.publicBaseUrl).toBe('https://staging.eyewear-shop.example');
    expect(storefrontsWithoutPublicBaseUrl(config)).toEqual([]);
  });

  it('refuses an address that is not http(s)', () => {
    expect(() => parseServerConfig({ PUBLIC_BASE_URL: 'javascript:alert(1)' })).toThrow('PUBLIC_BASE_URL');
    expect(() => parseServerConfig({ PUBLIC_BASE_URL: 'eyewear-shop.de' })).toThrow('PUBLIC_BASE_URL');
    expect(parseServerConfig({ PUBLIC_BASE_URL: ' ' }).publicBaseUrl).toBeUndefined();
  });
});
