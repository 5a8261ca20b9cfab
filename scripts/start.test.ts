import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The shipped country configuration without the storefronts' public addresses. */
function countriesWithoutAddresses(): string {
  const shipped = JSON.parse(readFileSync('config/countries.json', 'utf8'));
  for (const settings of Object.values(shipped.countries)) delete (settings as { baseUrl?: string }).baseUrl;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'countries-')), 'countries.json');
  writeFileSync(file, JSON.stringify(shipped));
  return file;
}

/** `npm start` as an operator runs it; a refusal comes before any build, migration or listening. */
function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/start.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'test', PORT: '4499', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm start in production mode', () => {
  it('refuses the sandbox payment provider and a missing secret, saying what to set', () => {
    const result = start({ SHOP_MODE: 'production', COUNTRY_CONFIG_FILE: countriesWithoutAddresses() });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('production mode');
    expect(result.stderr).toContain('- PAYLOAD_SECRET is not set');
    expect(result.stderr).toContain('- No payment provider is configured');
    expect(result.stderr).toContain('- Storefronts without a public base URL: de, at, ch');
    expect(result.stdout).not.toContain('Building');
  });

  it('is production on PostgreSQL without SHOP_MODE, and PAYMENT_SANDBOX=allow lifts that refusal only', () => {
    const result = start({
      DATABASE_URL: 'postgres://shop@127.0.0.1:1/shop',
      PAYLOAD_SECRET: 'a-long-random-secret',
      PAYMENT_SANDBOX: 'allow',
      COUNTRY_CONFIG_FILE: countriesWithoutAddresses(),
    });
    expect(result.status).toBe(1);
    expect(result.stderr).not.toContain('PAYLOAD_SECRET');
    expect(result.stderr).not.toContain('PAYMENT_PROVIDER_URL');
    expect(result.stderr).toContain('Set "baseUrl"');
  });

  it('refuses a half-set bucket for the images, naming what is missing', () => {
    const result = start({
      SHOP_MODE: 'production',
      S3_ENDPOINT: 'https://s3.example',
      S3_ACCESS_KEY_ID: 'shop',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'Configuration error: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY set without S3_BUCKET',
    );
    expect(result.stdout).not.toContain('Building');
  });
});
