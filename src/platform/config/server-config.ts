import { z } from 'zod';
import { ConfigurationError } from '../errors/configuration-error';
import { loadCountryConfig, type CountryConfig } from './country-config';

const optionalUrl = (name: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined))
    .refine((value) => value === undefined || URL.canParse(value), `${name} must be a URL`);

const optionalPositiveInt = z.coerce.number().int().positive().optional();

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: optionalUrl('SMTP_URL'),
  MAIL_FROM_ADDRESS: z
    .email('MAIL_FROM_ADDRESS must be an e-mail address')
    .default('service@eyewear-shop.example'),
  MAIL_FROM_NAME: z.string().trim().min(1).default('Eyewear Shop'),
  HEADER_SERVICE_URL: optionalUrl('HEADER_SERVICE_URL'),
  FOOTER_SERVICE_URL: optionalUrl('FOOTER_SERVICE_URL'),
  HEADER_SERVICE_TIMEOUT_MS: optionalPositiveInt,
  FOOTER_SERVICE_TIMEOUT_MS: optionalPositiveInt,
  PERSONALIZATION_API_URL: optionalUrl('PERSONALIZATION_API_URL'),
  PERSONALIZATION_API_KEYS: z.string().optional(),
  COUNTRY_CONFIG_FILE: z.string().optional(),
  REDIS_URL: optionalUrl('REDIS_URL'),
  TAG_MANAGER_URL: optionalUrl('TAG_MANAGER_URL'),
  MAP_STYLE_URL: optionalUrl('MAP_STYLE_URL'),
  GEOCODER_URL: optionalUrl('GEOCODER_URL'),
  PAYMENT_PROVIDER_URL: optionalUrl('PAYMENT_PROVIDER_URL'),
  PAYMENT_PROVIDER_API_KEY: z.string().trim().optional(),
  /** Shared with the payment provider: its webhook's events are signed with it (HMAC-SHA256 of the body). */
  PAYMENT_WEBHOOK_SECRET: z.string().trim().optional(),
  /** How long an order waiting for the shopper at the payment provider holds its stock, voucher and gift card. */
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(10),
  /** The content space's environment served (spec §9: `master`); another one serves a staging content set. */
  CONTENT_ENVIRONMENT: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'CONTENT_ENVIRONMENT: lower-case letters, digits and hyphens')
    .default('master'),
  /** Where uploaded images are kept; beside the embedded database unless set. */
  MEDIA_DIR: z.string().min(1).default('data/media'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type DatabaseSettings = { kind: 'sqlite'; url: string } | { kind: 'postgres'; url: string };

export interface ServerConfig {
  port: number;
  database: DatabaseSettings;
  smtpUrl?: string;
  /** the sender of the shop's mail */
  mailFrom: { address: string; name: string };
  headerService?: { url: string; timeoutMs?: number };
  footerService?: { url: string; timeoutMs?: number };
  personalisationApiUrl?: string;
  redisUrl?: string;
  contentEnvironment: string;
  mediaDir: string;
  tagManagerUrl?: string;
  mapStyleUrl?: string;
  /** a Nominatim- or Photon-compatible search endpoint; unset: the embedded offline geocoder */
  geocoderUrl?: string;
  /** a payment service provider speaking the shop's JSON protocol; unset: the embedded sandbox */
  paymentProvider?: { url: string; apiKey?: string };
  /** unset: the payment webhook is off (answers 404) */
  paymentWebhookSecret?: string;
  /** minutes an order waiting for its payment holds what it reserved before the release job gives it back */
  paymentHoldMinutes: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  countries: CountryConfig;
}

export const DEFAULT_SQLITE_URL = 'file:./data/shop.db';

export function databaseSettings(url: string | undefined): DatabaseSettings {
  const value = url?.trim();
  if (!value) return { kind: 'sqlite', url: DEFAULT_SQLITE_URL };
  if (/^postgres(ql)?:\/\//.test(value)) return { kind: 'postgres', url: value };
  if (value.startsWith('file:')) return { kind: 'sqlite', url: value };
  throw new ConfigurationError(
    'DATABASE_URL must be a postgres:// URL or a file: path of an SQLite database',
  );
}

export function parseServerConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigurationError(`Invalid environment: ${z.prettifyError(parsed.error)}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    database: databaseSettings(e.DATABASE_URL),
    smtpUrl: e.SMTP_URL,
    mailFrom: { address: e.MAIL_FROM_ADDRESS, name: e.MAIL_FROM_NAME },
    headerService: e.HEADER_SERVICE_URL
      ? { url: e.HEADER_SERVICE_URL, timeoutMs: e.HEADER_SERVICE_TIMEOUT_MS }
      : undefined,
    footerService: e.FOOTER_SERVICE_URL
      ? { url: e.FOOTER_SERVICE_URL, timeoutMs: e.FOOTER_SERVICE_TIMEOUT_MS }
      : undefined,
    personalisationApiUrl: e.PERSONALIZATION_API_URL,
    redisUrl: e.REDIS_URL,
    contentEnvironment: e.CONTENT_ENVIRONMENT,
    mediaDir: e.MEDIA_DIR,
    tagManagerUrl: e.TAG_MANAGER_URL,
    mapStyleUrl: e.MAP_STYLE_URL,
    geocoderUrl: e.GEOCODER_URL,
    paymentProvider: e.PAYMENT_PROVIDER_URL
      ? { url: e.PAYMENT_PROVIDER_URL, apiKey: e.PAYMENT_PROVIDER_API_KEY || undefined }
      : undefined,
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET || undefined,
    paymentHoldMinutes: e.PAYMENT_HOLD_MINUTES,
    logLevel: e.LOG_LEVEL,
    countries: loadCountryConfig({ file: e.COUNTRY_CONFIG_FILE, apiKeys: e.PERSONALIZATION_API_KEYS }),
  };
}

let cached: ServerConfig | undefined;

/** The process's configuration, validated once. */
export function serverConfig(): ServerConfig {
  cached ??= parseServerConfig(process.env);
  return cached;
}
