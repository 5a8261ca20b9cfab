import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCountryConfig } from './country-config';
import { databaseSettings, parseServerConfig } from './server-config';

const shipped = JSON.parse(readFileSync('config/countries.json', 'utf8'));

function writeConfig(content: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'country-config-'));
  const file = path.join(dir, 'countries.json');
  writeFileSync(file, content);
  return file;
}

describe('country configuration', () => {
  it('loads the shipped file for all ten storefronts', () => {
    const config = loadCountryConfig();
    expect(Object.keys(config.countries)).toHaveLength(10);
    expect(config.countries.at.verificationMeta).toHaveLength(1);
    expect(config.countries.de.verificationMeta).toHaveLength(0);
    expect(config.domains['eyewear-shop.co.uk']).toBe('gb');
  });

  it('names the file that does not parse', () => {
    const file = writeConfig('{ "domains": ');
    expect(() => loadCountryConfig({ file })).toThrow(`${file} is not valid JSON`);
  });

  it('names the country without a tag-manager setting', () => {
    const broken = structuredClone(shipped);
    delete broken.countries.fi.tagManager;
    const file = writeConfig(JSON.stringify(broken));
    expect(() => loadCountryConfig({ file })).toThrow('Country "fi" has no tag-manager setting');
  });

  it('names a missing country', () => {
    const broken = structuredClone(shipped);
    delete broken.countries.no;
    const file = writeConfig(JSON.stringify(broken));
    expect(() => loadCountryConfig({ file })).toThrow('Country configuration for "no" is missing');
  });

  it('names the country without a personalisation key', () => {
    const keys = JSON.stringify({
      de: 'k',
      at: 'k',
      ch: 'k',
      nl: 'k',
      fr: 'k',
      es: 'k',
      se: 'k',
      no: 'k',
      fi: 'k',
    });
    expect(() => loadCountryConfig({ apiKeys: keys })).toThrow('Country "gb" has no personalisation API key');
  });

  it('takes the keys of PERSONALIZATION_API_KEYS over the file', () => {
    const keys = Object.fromEntries(
      ['de', 'at', 'ch', 'nl', 'fr', 'es', 'se', 'no', 'fi', 'gb'].map((c) => [c, `key-${c}`]),
    );
    const config = loadCountryConfig({ apiKeys: JSON.stringify(keys) });
    expect(config.countries.se.personalisation.apiKey).toBe('key-se');
  });

  it('refuses unparseable PERSONALIZATION_API_KEYS, naming the variable', () => {
    expect(() => loadCountryConfig({ apiKeys: '{nope' })).toThrow(
      'PERSONALIZATION_API_KEYS is not valid JSON',
    );
  });
});

describe('server configuration', () => {
  it('defaults to port 3000 and the embedded SQLite database', () => {
    const config = parseServerConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', url: 'file:./data/shop.db' });
    expect(config.headerService).toBeUndefined();
  });

  it('delivers mail at 10 a second over 5 connections and keeps sent mail 30 days unless told', () => {
    expect(parseServerConfig({}).mailDelivery).toEqual({
      ratePerSecond: 10,
      connections: 5,
      retentionDays: 30,
    });
    expect(
      parseServerConfig({ MAIL_RATE_PER_SECOND: '50', MAIL_CONNECTIONS: '10', MAIL_RETENTION_DAYS: '7' })
        .mailDelivery,
    ).toEqual({ ratePerSecond: 50, connections: 10, retentionDays: 7 });
    expect(() => parseServerConfig({ MAIL_RATE_PER_SECOND: '0' })).toThrow('MAIL_RATE_PER_SECOND');
  });

  it('keeps a stopping instance serving 5 s after SIGTERM unless DRAIN_GRACE_SECONDS says otherwise', () => {
    expect(parseServerConfig({}).drainGraceMs).toBe(5_000);
    expect(parseServerConfig({ DRAIN_GRACE_SECONDS: '0' }).drainGraceMs).toBe(0);
    expect(parseServerConfig({ DRAIN_GRACE_SECONDS: '20' }).drainGraceMs).toBe(20_000);
    expect(() => parseServerConfig({ DRAIN_GRACE_SECONDS: '-1' })).toThrow('DRAIN_GRACE_SECONDS');
  });

  it('selects PostgreSQL for a postgres URL', () => {
    expect(databaseSettings('postgres://shop:pw@127.0.0.1:5432/shop').kind).toBe('postgres');
    expect(databaseSettings('postgresql://127.0.0.1/shop').kind).toBe('postgres');
    expect(() => databaseSettings('mysql://x')).toThrow('DATABASE_URL');
  });

  it('sizes the PostgreSQL pool from DATABASE_POOL_MAX, node-postgres deciding when unset', () => {
    const postgres = { DATABASE_URL: 'postgres://127.0.0.1/shop' };
    expect(parseServerConfig({ ...postgres, DATABASE_POOL_MAX: '30' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://127.0.0.1/shop',
      poolMax: 30,
    });
    expect(parseServerConfig(postgres).database).toMatchObject({ kind: 'postgres', poolMax: undefined });
    expect(() => parseServerConfig({ ...postgres, DATABASE_POOL_MAX: 'many' })).toThrow('DATABASE_POOL_MAX');
  });

  it('refuses a malformed service URL', () => {
    expect(() => parseServerConfig({ HEADER_SERVICE_URL: 'not a url' })).toThrow(
      'HEADER_SERVICE_URL must be a URL',
    );
  });

  it('treats empty variables as unset', () => {
    expect(parseServerConfig({ FOOTER_SERVICE_URL: '' }).footerService).toBeUndefined();
    expect(parseServerConfig({ GEOCODER_URL: ' ' }).geocoderUrl).toBeUndefined();
  });

  it('reads the geocoding service URL', () => {
    expect(parseServerConfig({ GEOCODER_URL: 'http://127.0.0.1:2322/api' }).geocoderUrl).toBe(
      'http://127.0.0.1:2322/api',
    );
    expect(() => parseServerConfig({ GEOCODER_URL: 'photon' })).toThrow('GEOCODER_URL must be a URL');
  });
});

describe('TRUSTED_PROXIES', () => {
  it('is a number of hops or a list of addresses and ranges; unset, no proxy is trusted', () => {
    expect(parseServerConfig({}).trustedProxies).toBeUndefined();
    expect(parseServerConfig({ TRUSTED_PROXIES: ' ' }).trustedProxies).toBeUndefined();
    expect(parseServerConfig({ TRUSTED_PROXIES: '2' }).trustedProxies).toBe(2);
    expect(parseServerConfig({ TRUSTED_PROXIES: '10.0.0.0/8, 2001:db8::1' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '2001:db8::1',
    ]);
  });

  it('refuses an entry that is no address or range, naming the variable', () => {
    expect(() => parseServerConfig({ TRUSTED_PROXIES: '10.0.0.0/8, proxy.example' })).toThrow(
      'TRUSTED_PROXIES',
    );
  });
});
