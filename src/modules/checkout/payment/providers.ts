import { serverConfig, type PaymentProviderSettings } from '@/platform/config/server-config';
import { httpPaymentProvider } from './http-provider';
import { shopWebhook, type WebhookReader } from './payment-event';
import type { PaymentProvider } from './payment-provider';
import { sandboxProvider } from './sandbox-provider';
import { stripePaymentProvider, stripeWebhook } from './stripe-provider';

let configured: PaymentProvider | undefined;

function providerOf(settings: PaymentProviderSettings | undefined): PaymentProvider {
  if (!settings) return sandboxProvider;
  if (settings.kind === 'stripe') return stripePaymentProvider(settings);
  return httpPaymentProvider(settings.url, settings.apiKey);
}

/** The provider of PAYMENT_PROVIDER (Stripe) or PAYMENT_PROVIDER_URL, else the embedded sandbox. */
export function paymentProvider(): PaymentProvider {
  configured ??= providerOf(serverConfig().paymentProvider);
  return configured;
}

/**
 * How the provider's webhook calls are read: Stripe's with its signing secret, the others in the shop's
 * own format with PAYMENT_WEBHOOK_SECRET. Undefined: no secret, the webhook is off.
 */
export function paymentWebhook(): WebhookReader | undefined {
  const { paymentProvider: settings, paymentWebhookSecret } = serverConfig();
  if (settings?.kind === 'stripe')
    return settings.webhookSecret ? stripeWebhook(settings.webhookSecret) : undefined;
  return paymentWebhookSecret ? shopWebhook(paymentWebhookSecret) : undefined;
}
