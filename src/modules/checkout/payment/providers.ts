import type { PaymentProvider } from './payment-provider';
import { sandboxProvider } from './sandbox-provider';

/** The configured payment provider (the sandbox until a real provider's adapter is configured). */
export function paymentProvider(): PaymentProvider {
  return sandboxProvider;
}
