import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { ConfigurationError } from '../errors/configuration-error';
import { STOREFRONT_COUNTRIES, isCountry, type Country } from '../locale/locales';

const priceListIds = z.array(z.string().min(1));

/** A public address without a trailing slash, so paths append to it. */
export const publicBaseUrl = z
  .url({ protocol: /^https?$/, error: 'an http(s) address like https://eyewear-shop.de' })
  .transform((value) => value.replace(/\/+$/, ''));

/** A share of page views, in percent. */
export const sampleRate = z.number().min(0).max(100);

/** Spec §3 "Client monitoring settings" of one storefront; each unset value falls back to the environment's. */
const clientMonitoringSchema = z.object({
  clientToken: z.string().min(1).optional(),
  applicationId: z.string().min(1).optional(),
  env: z.string().min(1).optional(),
  rumSampleRate: sampleRate.optional(),
  logsSampleRate: sampleRate.optional(),
});

const countrySettingsSchema = z.object({
  /**
   * the storefront's public address (https://www.eyewear-shop.de): every link in its mail and its canonical
   * URLs start with it; production requires it (or PUBLIC_BASE_URL)
   */
  baseUrl: publicBaseUrl.optional(),
  tagManager: z.object({ id: z.string().regex(/^GTM-[A-Z0-9]+$/, 'a tag-manager id like GTM-ABC123') }),
  personalisation: z.object({ apiKey: z.string().min(1).optional(), siteId: z.string().min(1) }),
  priceLists: z.object({ glasses: priceListIds, sunglasses: priceListIds, contactLenses: priceListIds }),
  verificationMeta: z.array(z.object({ name: z.string().min(1), content: z.string().min(1) })).default([]),
  newsletter: z.object({ doubleOptIn: z.boolean() }),
  monitoring: clientMonitoringSchema.default({}),
});

const countryConfigFileSchema = z.object({
  domains: z.record(z.string(), z.string().refine(isCountry, 'a storefront country')),
  countries: z.record(z.string(), z.unknown()),
});

export type CountrySettings = z.infer<typeof countrySettingsSchema> & {
  personalisation: { apiKey: string; siteId: string };
};

export interface CountryConfig {
  file: string;
  domains: Record<string, Country>;
  countries: Record<Country, CountrySettings>;
}

export const SHIPPED_COUNTRY_CONFIG = 'config/countries.json';

function readJson(file: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigurationError(`Cannot read ${what} ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new ConfigurationError(`${what} ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Parses a JSON object of country → personalisation API key (PERSONALIZATION_API_KEYS). */
export function parseApiKeys(raw: string | undefined): Partial<Record<string, string>> | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch (error) {
    throw new ConfigurationError(`PERSONALIZATION_API_KEYS is not valid JSON: ${(error as Error).message}`);
  }
  const result = z.record(z.string(), z.string().min(1)).safeParse(parsed);
  if (!result.success) {
    throw new ConfigurationError('PERSONALIZATION_API_KEYS must be a JSON object of country → API key');
  }
  return result.data;
}

/**
 * Reads and validates the per-country configuration. Every storefront needs a tag-manager setting and a
 * personalisation key (from the file or PERSONALIZATION_API_KEYS); the error names the country or file.
 */
export function loadCountryConfig(
  options: { file?: string; apiKeys?: string; cwd?: string } = {},
): CountryConfig {
  const file = path.resolve(options.cwd ?? process.cwd(), options.file || SHIPPED_COUNTRY_CONFIG);
  const parsedFile = countryConfigFileSchema.safeParse(readJson(file, 'Country configuration file'));
  if (!parsedFile.success) {
    throw new ConfigurationError(
      `Country configuration file ${file} is invalid: ${z.prettifyError(parsedFile.error)}`,
    );
  }
  const apiKeys = parseApiKeys(options.apiKeys);
  const countries = {} as Record<Country, CountrySettings>;
  for (const country of STOREFRONT_COUNTRIES) {
    const raw = parsedFile.data.countries[country] as Record<string, unknown> | undefined;
    if (!raw) {
      throw new ConfigurationError(`Country configuration for "${country}" is missing in ${file}`);
    }
    if (!raw.tagManager) {
      throw new ConfigurationError(`Country "${country}" has no tag-manager setting in ${file}`);
    }
    const settings = countrySettingsSchema.safeParse(raw);
    if (!settings.success) {
      throw new ConfigurationError(
        `Country "${country}" in ${file} is invalid: ${z.prettifyError(settings.error)}`,
      );
    }
    const apiKey = apiKeys ? apiKeys[country] : settings.data.personalisation.apiKey;
    if (!apiKey) {
      throw new ConfigurationError(`Country "${country}" has no personalisation API key`);
    }
    countries[country] = {
      ...settings.data,
      personalisation: { ...settings.data.personalisation, apiKey },
    };
  }
  return { file, domains: parsedFile.data.domains as Record<string, Country>, countries };
}
