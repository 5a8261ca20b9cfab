import { readFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionProblems, sharedSecretProblem, type ProductionCheck } from './production-checks';
import { parseServerConfig } from './server-config';

const POSTGRES = 'postgres://shop@db/shop';

/** The shipped country file with a public base URL for every storefront. */
function countriesWithBaseUrls(): string {
  const shipped = JSON.parse(readFileSync('config/countries.json', 'utf8'));
  for (const [country, settings] of Object.entries(shipped.countries)) {
    (settings as { baseUrl: string }).baseUrl = `https://www.eyewear-shop.${country}`;
  }
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'countries-')), 'countries.json');
  writeFileSync(file, JSON.stringify(shipped));
  return file;
}

const ready = {
  SHOP_MODE: 'production',
  PAYLOAD_SECRET: 'a-long-random-secret',
  PAYMENT_PROVIDER_URL: 'https://psp.example/api',
  COUNTRY_CONFIG_FILE: countriesWithBaseUrls(),
};

describe('shop mode', () => {
  it('is demo for the quick start, with its demo data', () => {
    const config = parseServerConfig({ NODE_ENV: 'production' });
    expect(config).toMatchObject({ mode: 'demo', demoData: true });
  });

  it('is demo on another embedded SQLite file (the browser tests’ shops)', () => {
    const config = parseServerConfig({ NODE_ENV: 'production', DATABASE_URL: 'file:./data/e2e-shop.db' });
    expect(config).toMatchObject({ mode: 'demo', demoData: true });
  });

  it('is production when NODE_ENV=production runs on PostgreSQL, without demo data', () => {
    const config = parseServerConfig({ NODE_ENV: 'production', DATABASE_URL: POSTGRES });
    expect(config).toMatchObject({ mode: 'production', demoData: false });
  });

  it('is what SHOP_MODE says, whatever the database', () => {
    expect(parseServerConfig({ SHOP_MODE: 'production' }).mode).toBe('production');
    expect(
      parseServerConfig({ SHOP_MODE: 'demo', NODE_ENV: 'production', DATABASE_URL: POSTGRES }),
    ).toMatchObject({ mode: 'demo', demoData: false });
  });

  it('loads demo data when DEMO_DATA asks, and none when it says 0', () => {
    expect(parseServerConfig({ SHOP_MODE: 'production', DEMO_DATA: '1' }).demoData).toBe(true);
    expect(parseServerConfig({ DEMO_DATA: '0' }).demoData).toBe(false);
  });

  it('refuses a SHOP_MODE it does not know', () => {
    expect(() => parseServerConfig({ SHOP_MODE: 'live' })).toThrow('SHOP_MODE must be');
  });
});

describe('production refusals', () => {
  it('starts a production shop that has everything it needs', () => {
    expect(productionProblems(parseServerConfig(ready))).toEqual([]);
  });

  it('never refuses the demo', () => {
    expect(productionProblems(parseServerConfig({}))).toEqual([]);
  });

  it('refuses a missing PAYLOAD_SECRET', () => {
    const problems = productionProblems(parseServerConfig({ ...ready, PAYLOAD_SECRET: ' ' }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PAYLOAD_SECRET is not set: set it to a long random string/);
  });

  it('refuses the sandbox payment provider unless PAYMENT_SANDBOX=allow', () => {
    const sandbox = { ...ready, PAYMENT_PROVIDER_URL: '', PAYMENT_SANDBOX: '' };
    const problems = productionProblems(parseServerConfig(sandbox));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^No payment provider is configured/);
    expect(problems[0]).toContain('PAYMENT_PROVIDER=stripe');
    expect(problems[0]).toContain('PAYMENT_SANDBOX=allow');
    expect(productionProblems(parseServerConfig({ ...sandbox, PAYMENT_SANDBOX: 'allow' }))).toEqual([]);
    expect(() => parseServerConfig({ ...sandbox, PAYMENT_PROVIDER: 'http' })).toThrow(
      /PAYMENT_PROVIDER=http needs PAYMENT_PROVIDER_URL/,
    );
  });

  it('takes Stripe, configured by its secret key and webhook signing secret', () => {
    const stripe = {
      ...ready,
      PAYMENT_PROVIDER_URL: '',
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_shop',
      STRIPE_WEBHOOK_SECRET: 'whsec_shop',
    };
    const config = parseServerConfig(stripe);
    expect(config.paymentProvider).toEqual({
      kind: 'stripe',
      secretKey: 'sk_live_shop',
      webhookSecret: 'whsec_shop',
      apiBase: undefined,
    });
    expect(productionProblems(config)).toEqual([]);
    expect(() => parseServerConfig({ ...stripe, STRIPE_SECRET_KEY: '' })).toThrow(
      /PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY/,
    );
  });

  it('names the storefronts without a public base URL', () => {
    const shipped = JSON.parse(readFileSync(ready.COUNTRY_CONFIG_FILE, 'utf8'));
    delete shipped.countries.fi.baseUrl;
    delete shipped.countries.gb.baseUrl;
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'countries-')), 'countries.json');
    writeFileSync(file, JSON.stringify(shipped));
    const problems = productionProblems(parseServerConfig({ ...ready, COUNTRY_CONFIG_FILE: file }));
    expect(problems).toEqual([
      expect.stringMatching(/^Storefronts without a public base URL: fi, gb\. Set "baseUrl"/),
    ]);
  });

  it('reports every problem at once', () => {
    const shipped = JSON.parse(readFileSync('config/countries.json', 'utf8'));
    delete shipped.countries.de.baseUrl;
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'countries-')), 'countries.json');
    writeFileSync(file, JSON.stringify(shipped));
    expect(
      productionProblems(parseServerConfig({ SHOP_MODE: 'production', COUNTRY_CONFIG_FILE: file })),
    ).toHaveLength(3);
  });

  it('runs each check of the list it is given', () => {
    const checks: ProductionCheck[] = [
      { setting: 'A', problem: () => 'A is missing' },
      { setting: 'B', problem: () => undefined },
    ];
    expect(productionProblems(parseServerConfig(ready), checks)).toEqual(['A is missing']);
  });
});

describe('the shared secret on PostgreSQL', () => {
  it('is required in demo mode too, as several instances must sign alike', () => {
    const config = parseServerConfig({ SHOP_MODE: 'demo', DATABASE_URL: POSTGRES });
    expect(sharedSecretProblem(config)).toMatch(/PAYLOAD_SECRET.*same on every instance/);
    expect(sharedSecretProblem({ ...config, payloadSecret: 'a-long-random-secret' })).toBeUndefined();
  });

  it('is not required of the embedded SQLite demo (one instance)', () => {
    expect(sharedSecretProblem(parseServerConfig({ NODE_ENV: 'production' }))).toBeUndefined();
  });
});
