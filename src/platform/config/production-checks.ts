import type { ServerConfig } from './server-config';
import { storefrontsWithoutPublicBaseUrl } from './storefront-addresses';

/** One setting a production shop must not start without; `problem` says what to set, or nothing when fine. */
export interface ProductionCheck {
  setting: string;
  problem: (config: ServerConfig) => string | undefined;
}

/**
 * What SHOP_MODE=production enforces (docs/operations.md, "Going live"). A further refusal is one more
 * entry here.
 */
export const PRODUCTION_CHECKS: readonly ProductionCheck[] = [
  {
    setting: 'PAYLOAD_SECRET',
    problem: (config) =>
      config.payloadSecret
        ? undefined
        : 'PAYLOAD_SECRET is not set: set it to a long random string, the same on every instance (it signs sessions and links).',
  },
  {
    setting: 'PAYMENT_PROVIDER',
    problem: (config) =>
      config.paymentProvider || config.paymentSandboxAllowed
        ? undefined
        : 'No payment provider is configured: orders would go through the sandbox, which authorises every payment. Set PAYMENT_PROVIDER=stripe with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENT_PROVIDER_URL (and PAYMENT_PROVIDER_API_KEY) for a provider speaking the shop’s protocol, or PAYMENT_SANDBOX=allow on a staging shop.',
  },
  {
    setting: 'baseUrl',
    problem: (config) => {
      const missing = storefrontsWithoutPublicBaseUrl(config);
      return missing.length === 0
        ? undefined
        : `Storefronts without a public base URL: ${missing.join(', ')}. Set "baseUrl" (e.g. "https://www.eyewear-shop.de") for each in ${config.countries.file}, or PUBLIC_BASE_URL for a shop on one address; mails and canonical links are built from it.`;
    },
  },
];

/**
 * Several instances on one PostgreSQL database must sign sessions alike, whatever the mode: a secret each
 * instance made for itself would log shoppers out whenever another instance answers.
 */
export function sharedSecretProblem(config: ServerConfig): string | undefined {
  return config.database.kind === 'postgres' && !config.payloadSecret
    ? 'PAYLOAD_SECRET is not set: on PostgreSQL every instance must sign sessions with the same secret. Set it to a long random string, the same on every instance.'
    : undefined;
}

/** The problems that keep this configuration from starting; always none in demo mode. */
export function productionProblems(
  config: ServerConfig,
  checks: readonly ProductionCheck[] = PRODUCTION_CHECKS,
): string[] {
  if (config.mode !== 'production') return [];
  return checks.flatMap((check) => check.problem(config) ?? []);
}
