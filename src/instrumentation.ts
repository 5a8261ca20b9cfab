import { logger } from '@/platform/logging/logger';

/**
 * Next.js calls this once when a server starts: warm what the first visitors would otherwise wait for,
 * and start the mail worker, the release of abandoned orders, the monitoring aggregation and the feature
 * flags' source (not while building).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startMailWorkerOfServer } = await import('@/platform/mail/server-mail-worker');
    const { payloadClient } = await import('@/payload/client');
    payloadClient()
      .then(startMailWorkerOfServer)
      .catch((error: Error) =>
        logger.error({ err: error.message }, 'mail worker not started: mail stays queued'),
      );
    const { startAbandonedOrderJobOfServer } = await import('@/modules/checkout');
    startAbandonedOrderJobOfServer().catch((error: Error) =>
      logger.error({ err: error.message }, 'abandoned order release not started'),
    );
    const { startMonitoringJobOfServer } = await import('@/modules/monitoring');
    startMonitoringJobOfServer().catch((error: Error) =>
      logger.error({ err: error.message }, 'monitoring aggregation not started'),
    );
    const { startFeatureFlags } = await import('@/modules/flags');
    void startFeatureFlags();
  }
  const { preloadGeocoder } = await import('@/modules/opticians');
  preloadGeocoder().catch((error: Error) =>
    logger.warn({ err: error.message }, 'geocoder index not preloaded'),
  );
}
