import { logger } from '@/platform/logging/logger';
import type { PaymentOutcome, PaymentProvider, PaymentRequest } from './payment-provider';

/**
 * Authorises the payment. When the call fails or times out, the provider may have charged all the same:
 * it is asked for the order's payment before anything is given back. `none`: it has no payment of the
 * order; `unknown`: it cannot say either (the order keeps what it holds until the release job can ask).
 */
export async function authoriseReconciled(
  provider: PaymentProvider,
  request: PaymentRequest,
): Promise<PaymentOutcome | 'none' | 'unknown'> {
  try {
    return await provider.authorise(request);
  } catch (error) {
    logger.warn(
      { err: (error as Error).message, order: request.orderNumber },
      'payment call failed: asking the provider for its status',
    );
  }
  try {
    return (await provider.status(request.orderNumber)) ?? 'none';
  } catch (error) {
    logger.warn({ err: (error as Error).message, order: request.orderNumber }, 'payment status unknown');
    return 'unknown';
  }
}
