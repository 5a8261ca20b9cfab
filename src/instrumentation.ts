import { logger } from '@/platform/logging/logger';

/** Next.js calls this once when a server starts: warm what the first visitors would otherwise wait for. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { preloadGeocoder } = await import('@/modules/opticians');
  preloadGeocoder().catch((error: Error) =>
    logger.warn({ err: error.message }, 'geocoder index not preloaded'),
  );
}
