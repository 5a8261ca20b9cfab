import { defineConfig } from '@playwright/test';
import { FACE_CLIP, fakeCameraArgs } from './e2e/support/fake-camera';

export const SHOP_URL = 'http://localhost:3100';
/** A second shop that takes its header, footer and personalisation from the stub services. */
export const FRAGMENT_SHOP_URL = 'http://localhost:3101';
export const STUB_URL = 'http://127.0.0.1:3199';
/** The stub services' SMTP server: the first shop sends its mail there, the second has none (kept). */
export const SMTP_URL = 'smtp://127.0.0.1:3125';
/** The second shop keeps its rate limits and footer cache in this Redis, as several instances would. */
const REDIS_PORT = 3179;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
/** Launch options of the tests' Chromium, with extra flags (a spec's own camera). */
export const chromium = (args: string[] = []) => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...chromiumArgs, ...args],
});

/** The second shop takes its feature flags from this flagd flag file, copied from the fixture at its start. */
export const FLAG_FILE = 'data/e2e-flags.json';

/** What creates the first backoffice user on both shops (README "Backoffice"). */
export const ADMIN_SETUP_TOKEN = 'e2e-admin-setup-token';
/** The payment provider's webhook secret the browser tests sign their events with. */
export const PAYMENT_WEBHOOK_SECRET = 'e2e-payment-webhook-secret';

const shopEnv = {
  NEXT_TELEMETRY_DISABLED: '1',
  LOG_LEVEL: 'warn',
  TAG_MANAGER_URL: `${STUB_URL}/gtm.js`,
  ADMIN_SETUP_TOKEN,
  PAYMENT_WEBHOOK_SECRET,
  // every consented page view reports its vitals and errors (the shop's own field data; Datadog on the second)
  MONITORING_SERVICE_VERSION: 'e2e',
  MONITORING_RUM_SAMPLE_RATE: '100',
  MONITORING_LOGS_SAMPLE_RATE: '100',
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // The concurrency tests load the shop on purpose; they run once the journeys are done. The try-on's
  // browser has a fake camera that plays a clip of a face, made by the camera setup.
  projects: [
    { name: 'journeys', testIgnore: /concurrency\.spec\.ts|tryon(-[a-z-]+)?\.spec\.ts/ },
    { name: 'concurrency', testMatch: /concurrency\.spec\.ts/, dependencies: ['journeys'] },
    { name: 'camera setup', testMatch: /fake-camera\.setup\.ts/ },
    {
      name: 'tryon',
      testMatch: /tryon(-[a-z-]+)?\.spec\.ts/,
      dependencies: ['camera setup'],
      use: { launchOptions: chromium(fakeCameraArgs(FACE_CLIP)) },
    },
  ],
  // a journey through three or four pages, each checked by axe, takes 20–40 s on a busy two-CPU machine
  timeout: 60_000,
  use: {
    baseURL: SHOP_URL,
    launchOptions: chromium(),
  },
  webServer: [
    {
      command: `redis-server --port ${REDIS_PORT} --bind 127.0.0.1 --save '' --appendonly no`,
      port: REDIS_PORT,
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/run.mjs e2e/support/stub-services.ts',
      url: `${STUB_URL}/stats`,
      reuseExistingServer: false,
    },
    {
      command: 'node scripts/run.mjs scripts/start.ts',
      url: `${SHOP_URL}/api/health`,
      timeout: 180_000,
      env: {
        ...shopEnv,
        PORT: '3100',
        PUBLIC_BASE_URL: SHOP_URL,
        DATABASE_URL: 'file:./data/e2e-shop.db',
        SMTP_URL,
      },
      reuseExistingServer: false,
    },
    {
      command: `mkdir -p data && cp e2e/fixtures/flagd-flags.json ${FLAG_FILE} && node scripts/run.mjs scripts/start.ts`,
      url: `${FRAGMENT_SHOP_URL}/api/health`,
      timeout: 180_000,
      env: {
        ...shopEnv,
        PORT: '3101',
        PUBLIC_BASE_URL: FRAGMENT_SHOP_URL,
        DATABASE_URL: 'file:./data/e2e-fragments.db',
        HEADER_SERVICE_URL: `${STUB_URL}/header`,
        FOOTER_SERVICE_URL: `${STUB_URL}/footer`,
        HEADER_SERVICE_TIMEOUT_MS: '1000',
        PERSONALIZATION_API_URL: `${STUB_URL}/dy`,
        REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
        FLAGD_FILE: FLAG_FILE,
        MONITORING_CLIENT_TOKEN: 'pube2e0000000000000000000000000000',
        MONITORING_APPLICATION_ID: '00000000-0000-4000-8000-0000000000e2',
        MONITORING_INTAKE_URL: `${STUB_URL}/datadog-intake`,
      },
      reuseExistingServer: false,
    },
  ],
});
