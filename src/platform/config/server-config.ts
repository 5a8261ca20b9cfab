import { z } from 'zod';
import { ConfigurationError } from '../errors/configuration-error';
import type { MailDelivery } from '../mail/mail-status';
import { trustOf, type TrustedProxies } from '../http/forwarded-headers';
import { loadCountryConfig, publicBaseUrl, sampleRate, type CountryConfig } from './country-config';
import { parseHeaderServiceCookies } from './header-service-cookies';
import { flagSourceOf, type FlagSource } from '../flags/flag-source';
import { mediaBucketOf, type MediaBucket } from './media-bucket';

const optionalUrl = (name: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined))
    .refine((value) => value === undefined || URL.canParse(value), `${name} must be a URL`);

/** An empty value (`PAYMENT_SANDBOX=`) counts as unset. */
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

const optionalPositiveInt = z.coerce.number().int().positive().optional();

/** A number of hops, or a comma-separated list of proxy addresses and CIDR ranges; unset: none. */
const trustedProxies = z
  .string()
  .optional()
  .transform((value): TrustedProxies | undefined => {
    const text = value?.trim();
    if (!text) return undefined;
    if (/^\d+$/.test(text)) return Number(text);
    return text.split(',').map((entry) => entry.trim());
  })
  .refine((value) => {
    try {
      trustOf(value);
      return true;
    } catch {
      return false;
    }
  }, 'TRUSTED_PROXIES must be a number of hops or a comma-separated list of IP addresses and CIDR ranges');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** every storefront on this one address, e.g. a demo or staging host; unset: each storefront's baseUrl */
  PUBLIC_BASE_URL: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(publicBaseUrl.optional()),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().positive().max(500).optional(),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM_ADDRESS: z
    .email('MAIL_FROM_ADDRESS must be an e-mail address')
    .default('service@eyewear-shop.example'),
  MAIL_FROM_NAME: z.string().trim().min(1).default('Eyewear Shop'),
  MAIL_RATE_PER_SECOND: z.coerce.number().int().positive().default(10),
  MAIL_CONNECTIONS: z.coerce.number().int().positive().max(50).default(5),
  MAIL_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
  HEADER_SERVICE_URL: optionalUrl('HEADER_SERVICE_URL'),
  FOOTER_SERVICE_URL: optionalUrl('FOOTER_SERVICE_URL'),
  HEADER_SERVICE_TIMEOUT_MS: optionalPositiveInt,
  HEADER_SERVICE_COOKIES: z.string().optional(),
  FOOTER_SERVICE_TIMEOUT_MS: optionalPositiveInt,
  PERSONALIZATION_API_URL: optionalUrl('PERSONALIZATION_API_URL'),
  PERSONALIZATION_API_KEYS: z.string().optional(),
  COUNTRY_CONFIG_FILE: z.string().optional(),
  REDIS_URL: optionalUrl('REDIS_URL'),
  TRUSTED_PROXIES: trustedProxies,
  TAG_MANAGER_URL: optionalUrl('TAG_MANAGER_URL'),
  MAP_STYLE_URL: optionalUrl('MAP_STYLE_URL'),
  GEOCODER_URL: optionalUrl('GEOCODER_URL'),
  /** Which payment provider takes the payments; unset: PAYMENT_PROVIDER_URL's when set, else the sandbox. */
  PAYMENT_PROVIDER: blankAsUnset(
    z.enum(['sandbox', 'http', 'stripe'], 'PAYMENT_PROVIDER must be sandbox, http or stripe'),
  ),
  PAYMENT_PROVIDER_URL: optionalUrl('PAYMENT_PROVIDER_URL'),
  PAYMENT_PROVIDER_API_KEY: z.string().trim().optional(),
  /** Shared with the payment provider: its webhook's events are signed with it (HMAC-SHA256 of the body). */
  PAYMENT_WEBHOOK_SECRET: z.string().trim().optional(),
  STRIPE_SECRET_KEY: z.string().trim().optional(),
  /** The signing secret of the Stripe webhook endpoint (`whsec_…`); unset, Stripe's events are not taken. */
  STRIPE_WEBHOOK_SECRET: z.string().trim().optional(),
  /** Another address for Stripe's API (a stand-in in tests, `stripe-mock`); unset: Stripe's own. */
  STRIPE_API_BASE: optionalUrl('STRIPE_API_BASE'),
  /** How long an order waiting for the shopper at the payment provider holds its stock, voucher and gift card. */
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(10),
  /** Seconds a stopping instance answers readiness 503 while still serving, before it stops taking requests. */
  DRAIN_GRACE_SECONDS: z.coerce.number().int().min(0).max(120).default(5),
  /** The content space's environment served (spec §9: `master`); another one serves a staging content set. */
  CONTENT_ENVIRONMENT: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'CONTENT_ENVIRONMENT: lower-case letters, digits and hyphens')
    .default('master'),
  /** Where uploaded images are kept; beside the embedded database unless set. */
  MEDIA_DIR: z.string().min(1).default('data/media'),
  /** An S3-compatible bucket for the uploaded images instead of MEDIA_DIR (media-bucket.ts). */
  S3_BUCKET: blankAsUnset(z.string().trim()),
  S3_REGION: blankAsUnset(z.string().trim()),
  S3_ENDPOINT: optionalUrl('S3_ENDPOINT'),
  S3_FORCE_PATH_STYLE: blankAsUnset(z.enum(['0', '1'], 'S3_FORCE_PATH_STYLE must be 1 or 0')),
  S3_ACCESS_KEY_ID: blankAsUnset(z.string().trim()),
  S3_SECRET_ACCESS_KEY: blankAsUnset(z.string().trim()),
  /** Spec §3 "Client monitoring settings", for every storefront whose country configuration leaves them out. */
  MONITORING_CLIENT_TOKEN: z.string().trim().optional(),
  MONITORING_APPLICATION_ID: z.string().trim().optional(),
  MONITORING_ENV: z.string().trim().optional(),
  MONITORING_SERVICE_VERSION: z.string().trim().optional(),
  MONITORING_RUM_SAMPLE_RATE: blankAsUnset(z.coerce.number().pipe(sampleRate)),
  MONITORING_LOGS_SAMPLE_RATE: blankAsUnset(z.coerce.number().pipe(sampleRate)),
  MONITORING_DATADOG_SITE: z.string().trim().optional(),
  MONITORING_INTAKE_URL: optionalUrl('MONITORING_INTAKE_URL'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().optional(),
  SHOP_MODE: blankAsUnset(z.enum(['demo', 'production'], 'SHOP_MODE must be "demo" or "production"')),
  DEMO_DATA: blankAsUnset(z.enum(['0', '1'], 'DEMO_DATA must be 1 (load the demo data) or 0')),
  PAYMENT_SANDBOX: blankAsUnset(z.literal('allow', 'PAYMENT_SANDBOX must be "allow" or unset')),
  PAYLOAD_SECRET: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  FLAGD_URL: optionalUrl('FLAGD_URL'),
  FLAGD_FILE: blankAsUnset(z.string().trim()),
});

/** The payment provider besides the embedded sandbox: one speaking the shop's JSON protocol, or Stripe. */
export type PaymentProviderSettings =
  | { kind: 'http'; url: string; apiKey?: string }
  | { kind: 'stripe'; secretKey: string; webhookSecret?: string; apiBase?: string };

/** `poolMax`: PostgreSQL connections one instance may open (node-postgres' default of 10 when unset). */
export type DatabaseSettings =
  { kind: 'sqlite'; url: string } | { kind: 'postgres'; url: string; poolMax?: number };

export type ShopMode = 'demo' | 'production';

export interface ServerConfig {
  port: number;
  /** PUBLIC_BASE_URL: the one address of all storefronts (the locale chosen by query) */
  publicBaseUrl?: string;
  /** production refuses to start on unsafe settings (production-checks.ts) */
  mode: ShopMode;
  /** whether the demo catalogue, opticians, content and campaigns are loaded */
  demoData: boolean;
  /** PAYMENT_SANDBOX=allow: a production shop may take orders through the embedded sandbox (staging) */
  paymentSandboxAllowed: boolean;
  /** unset: demo mode keeps a generated one under data/ (secret.ts) */
  payloadSecret?: string;
  database: DatabaseSettings;
  smtpUrl?: string;
  /** the sender of the shop's mail */
  mailFrom: { address: string; name: string };
  mailDelivery: MailDelivery;
  /** `cookies`: the names of the visitor's cookies it gets (HEADER_SERVICE_COOKIES) */
  headerService?: { url: string; timeoutMs?: number; cookies: string[] };
  footerService?: { url: string; timeoutMs?: number };
  personalisationApiUrl?: string;
  redisUrl?: string;
  /** the proxies whose X-Forwarded-* headers are believed; unset: none, the socket's address is the client */
  trustedProxies?: TrustedProxies;
  contentEnvironment: string;
  mediaDir: string;
  /** S3_BUCKET: the uploaded images live there and MEDIA_DIR is not used */
  mediaBucket?: MediaBucket;
  tagManagerUrl?: string;
  mapStyleUrl?: string;
  /** a Nominatim- or Photon-compatible search endpoint; unset: the embedded offline geocoder */
  geocoderUrl?: string;
  /** the payment service provider; unset: the embedded sandbox */
  paymentProvider?: PaymentProviderSettings;
  /** the shop's own webhook format (sandbox, HTTP provider); unset: that webhook is off (answers 404) */
  paymentWebhookSecret?: string;
  /** minutes an order waiting for its payment holds what it reserved before the release job gives it back */
  paymentHoldMinutes: number;
  /** how long a stopping instance keeps serving with readiness 503, so that the balancer sends no more */
  drainGraceMs: number;
  logLevel: Env['LOG_LEVEL'];
  /** the environment's client monitoring settings; a country's own (country configuration) come first */
  monitoring: MonitoringEnvironment;
  countries: CountryConfig;
  /** FLAGD_URL: a flagd service; FLAGD_FILE: a flagd flag file evaluated in process; else the backoffice */
  featureFlags: FlagSource;
}

export interface MonitoringEnvironment {
  clientToken?: string;
  applicationId?: string;
  env?: string;
  serviceVersion?: string;
  rumSampleRate?: number;
  logsSampleRate?: number;
  /** the Datadog site the SDKs send to, unless an intake is set */
  datadogSite?: string;
  /** where the Datadog SDKs send instead of the site (their `proxy`), e.g. a first-party path */
  intakeUrl?: string;
}

export const DEFAULT_SQLITE_URL = 'file:./data/shop.db';

export function databaseSettings(url: string | undefined, poolMax?: number): DatabaseSettings {
  const value = url?.trim();
  if (!value) return { kind: 'sqlite', url: DEFAULT_SQLITE_URL };
  if (/^postgres(ql)?:\/\//.test(value)) return { kind: 'postgres', url: value, poolMax };
  if (value.startsWith('file:')) return { kind: 'sqlite', url: value };
  throw new ConfigurationError(
    'DATABASE_URL must be a postgres:// URL or a file: path of an SQLite database',
  );
}

/**
 * Production when SHOP_MODE says so, or when NODE_ENV=production (what `npm start` uses) runs on a database
 * that is not the embedded one; demo otherwise.
 */
export function shopModeOf(
  env: { SHOP_MODE?: ShopMode; NODE_ENV?: string },
  database: DatabaseSettings,
): ShopMode {
  if (env.SHOP_MODE) return env.SHOP_MODE;
  return env.NODE_ENV === 'production' && database.kind !== 'sqlite' ? 'production' : 'demo';
}

/** DEMO_DATA decides; unset, only the embedded quick start (demo mode on SQLite) loads the demo data. */
export function demoDataWanted(
  demoData: '0' | '1' | undefined,
  mode: ShopMode,
  database: DatabaseSettings,
): boolean {
  if (demoData) return demoData === '1';
  return mode === 'demo' && database.kind === 'sqlite';
}

type Env = z.infer<typeof envSchema>;

/** PAYMENT_PROVIDER, or else the provider of PAYMENT_PROVIDER_URL, or else none (the sandbox). */
function paymentProviderOf(e: Env): PaymentProviderSettings | undefined {
  const kind = e.PAYMENT_PROVIDER ?? (e.PAYMENT_PROVIDER_URL ? 'http' : 'sandbox');
  if (kind === 'sandbox') return undefined;
  if (kind === 'http') {
    if (!e.PAYMENT_PROVIDER_URL)
      throw new ConfigurationError(
        'PAYMENT_PROVIDER=http needs PAYMENT_PROVIDER_URL, the provider’s address',
      );
    return { kind, url: e.PAYMENT_PROVIDER_URL, apiKey: e.PAYMENT_PROVIDER_API_KEY || undefined };
  }
  if (!e.STRIPE_SECRET_KEY)
    throw new ConfigurationError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY (sk_live_… or sk_test_…)');
  return {
    kind,
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    apiBase: e.STRIPE_API_BASE,
  };
}

export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigurationError(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  const database = databaseSettings(e.DATABASE_URL, e.DATABASE_POOL_MAX);
  const mode = shopModeOf(e, database);
  return {
    port: e.PORT,
    publicBaseUrl: e.PUBLIC_BASE_URL,
    mode,
    demoData: demoDataWanted(e.DEMO_DATA, mode, database),
    paymentSandboxAllowed: e.PAYMENT_SANDBOX === 'allow',
    payloadSecret: e.PAYLOAD_SECRET,
    database,
    smtpUrl: e.SMTP_URL,
    mailFrom: { address: e.MAIL_FROM_ADDRESS, name: e.MAIL_FROM_NAME },
    mailDelivery: {
      ratePerSecond: e.MAIL_RATE_PER_SECOND,
      connections: e.MAIL_CONNECTIONS,
      retentionDays: e.MAIL_RETENTION_DAYS,
    },
    headerService: e.HEADER_SERVICE_URL
      ? {
          url: e.HEADER_SERVICE_URL,
          timeoutMs: e.HEADER_SERVICE_TIMEOUT_MS,
          cookies: parseHeaderServiceCookies(e.HEADER_SERVICE_COOKIES),
        }
      : undefined,
    footerService: e.FOOTER_SERVICE_URL
      ? { url: e.FOOTER_SERVICE_URL, timeoutMs: e.FOOTER_SERVICE_TIMEOUT_MS }
      : undefined,
    personalisationApiUrl: e.PERSONALIZATION_API_URL,
    redisUrl: e.REDIS_URL,
    trustedProxies: e.TRUSTED_PROXIES,
    contentEnvironment: e.CONTENT_ENVIRONMENT,
    mediaDir: e.MEDIA_DIR,
    mediaBucket: mediaBucketOf(e),
    tagManagerUrl: e.TAG_MANAGER_URL,
    mapStyleUrl: e.MAP_STYLE_URL,
    geocoderUrl: e.GEOCODER_URL,
    paymentProvider: paymentProviderOf(e),
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET || undefined,
    paymentHoldMinutes: e.PAYMENT_HOLD_MINUTES,
    drainGraceMs: e.DRAIN_GRACE_SECONDS * 1_000,
    logLevel: e.LOG_LEVEL,
    monitoring: {
      clientToken: e.MONITORING_CLIENT_TOKEN || undefined,
      applicationId: e.MONITORING_APPLICATION_ID || undefined,
      env: e.MONITORING_ENV || undefined,
      serviceVersion: e.MONITORING_SERVICE_VERSION || undefined,
      rumSampleRate: e.MONITORING_RUM_SAMPLE_RATE,
      logsSampleRate: e.MONITORING_LOGS_SAMPLE_RATE,
      datadogSite: e.MONITORING_DATADOG_SITE || undefined,
      intakeUrl: e.MONITORING_INTAKE_URL,
    },
    countries: loadCountryConfig({ file: e.COUNTRY_CONFIG_FILE, apiKeys: e.PERSONALIZATION_API_KEYS }),
    featureFlags: flagSourceOf(e),
  };
}

let cached: ServerConfig | undefined;

/** The process's configuration, validated once. */
export function serverConfig(): ServerConfig {
  cached ??= parseServerConfig(process.env);
  return cached;
}
