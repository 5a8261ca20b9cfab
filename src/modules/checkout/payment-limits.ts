import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { serverConfig } from '@/platform/config/server-config';
import { createRateLimiter, rateLimiterOnFirstUse } from '@/platform/shared-store/rate-limiter';

/**
 * Orders one client may send to the payment provider's page within one hold: each holds its stock until
 * paid or released, so at most this many hold stock for one client at a time.
 */
export const PENDING_ORDERS_PER_CLIENT = 20;

/** Declined payments per client in 15 minutes: room for typing errors, too few to try out stolen cards. */
export const DECLINES_PER_CLIENT = 10;

let pendingOrders: RateLimiterAbstract | undefined;
/** Counted over the configured hold, read on first use (`next build` imports the routes). */
const pendingOrdersLimiter = () =>
  (pendingOrders ??= createRateLimiter({
    keyPrefix: 'checkout-pending-client',
    points: PENDING_ORDERS_PER_CLIENT,
    duration: serverConfig().paymentHoldMinutes * 60,
  }));

const declines = rateLimiterOnFirstUse({
  keyPrefix: 'checkout-declines-client',
  points: DECLINES_PER_CLIENT,
  duration: 15 * 60,
});

const hasPointsLeft = async (limiter: RateLimiterAbstract, client: string) =>
  ((await limiter.get(client))?.remainingPoints ?? 1) > 0;

/** Whether the client may start another payment: under both its pending-order and its decline limit. */
export async function mayStartPayment(client: string): Promise<boolean> {
  const [pendingLeft, declinesLeft] = await Promise.all([
    hasPointsLeft(pendingOrdersLimiter(), client),
    hasPointsLeft(declines(), client),
  ]);
  return pendingLeft && declinesLeft;
}

/** A refused count (the client is at its limit already) changes nothing: the next start is refused anyway. */
const count = (limiter: RateLimiterAbstract, client: string) =>
  limiter.consume(client).then(
    () => undefined,
    () => undefined,
  );

/** The client's order now waits for it at the provider's page. */
export const countPendingOrder = (client: string) => count(pendingOrdersLimiter(), client);

/** The provider declined the client's payment. */
export const countDecline = (client: string) => count(declines(), client);
