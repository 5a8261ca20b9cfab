import type { Payload } from 'payload';
import { payloadClient } from '@/payload/client';
import { serverConfig } from '@/platform/config/server-config';
import { startRepeatingJob } from '@/platform/jobs/repeating-job';
import { logger } from '@/platform/logging/logger';
import { beforeShutdown } from '@/platform/server/shutdown-steps';
import { releaseAbandonedOrders, settlePaid, type HeldOrder } from './order-state';
import { paymentProvider } from './payment/providers';

const ROUND_INTERVAL_MS = 30_000;

/** A payment the provider took after all (a late capture): the order is paid, not released. */
async function settledAtProvider(payload: Payload, order: HeldOrder): Promise<boolean> {
  const payment = await paymentProvider().status(order.orderNumber);
  if (payment?.status !== 'authorised') return false;
  const held = await payload.findByID({ collection: 'orders', id: order.id, depth: 0 });
  await settlePaid(payload, held, payment.reference);
  logger.info({ order: order.orderNumber }, 'abandoned order paid at the provider: confirmed, not released');
  return true;
}

/**
 * Releases, every round, the orders that waited longer than the hold for their payment, until stopped.
 * A job of its own rather than a step of the next checkout: a shop without further orders releases too.
 */
export function startAbandonedOrderJob(payload: Payload, holdMs: number, intervalMs = ROUND_INTERVAL_MS) {
  return startRepeatingJob(
    async () => {
      const released = await releaseAbandonedOrders(payload, new Date(), holdMs, (order) =>
        settledAtProvider(payload, order),
      );
      if (released > 0) logger.info({ released }, 'abandoned orders released');
    },
    intervalMs,
    'abandoned order release round failed',
  );
}

/** The server's one release job, on the server's Payload instance and configured hold. */
export async function startAbandonedOrderJobOfServer(): Promise<void> {
  const holder = globalThis as { __shopAbandonedOrderJob?: () => void };
  if (holder.__shopAbandonedOrderJob) return;
  holder.__shopAbandonedOrderJob = startAbandonedOrderJob(
    await payloadClient(),
    serverConfig().paymentHoldMinutes * 60_000,
  );
  beforeShutdown(holder.__shopAbandonedOrderJob);
}
