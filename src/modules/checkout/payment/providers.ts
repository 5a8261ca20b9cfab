import { serverConfig } from '@/platform/config/server-config';
import { httpPaymentProvider } from './http-provider';
import type { PaymentProvider } from './payment-provider';
import { sandboxProvider } from './sandbox-provider';

let configured: PaymentProvider | undefined;

/** The provider of `PAYMENT_PROVIDER_URL`, else the embedded sandbox. */
export function paymentProvider(): PaymentProvider {
  const { paymentProvider: settings } = serverConfig();
  configured ??= settings ? httpPaymentProvider(settings.url, settings.apiKey) : sandboxProvider;
  return configured;
}
