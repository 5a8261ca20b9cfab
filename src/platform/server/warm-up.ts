import { logger } from '../logging/logger';

/**
 * Asks the freshly started server once for each of `paths` (GET, answer read and dropped), one after the
 * other, so that Next.js loads those routes' modules before a visitor needs them. Meant for routes a first
 * page view calls under a deadline, and for GETs without effects (a 405 loads a route as well as a 200).
 * Never throws: a route that cannot be warmed is logged and stays cold.
 */
export async function warmUp(base: string, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    const started = performance.now();
    try {
      const response = await fetch(new URL(path, base), { redirect: 'manual' });
      await response.arrayBuffer();
      logger.debug(
        { path, status: response.status, ms: Math.round(performance.now() - started) },
        'route warmed up',
      );
    } catch (error) {
      logger.warn({ path, err: (error as Error).message }, 'route not warmed up');
    }
  }
}
