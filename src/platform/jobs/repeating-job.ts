import { logger } from '../logging/logger';

/**
 * Runs `round` at once and then `intervalMs` after each round ends, until the returned function stops it. A
 * failed round is logged as `failure` and the next one comes as usual.
 */
export function startRepeatingJob(
  round: () => Promise<void>,
  intervalMs: number,
  failure: string,
): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    try {
      await round();
    } catch (error) {
      logger.warn({ err: (error as Error).message }, failure);
    }
    if (!stopped) timer = setTimeout(run, intervalMs);
  };
  timer = setTimeout(run, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
