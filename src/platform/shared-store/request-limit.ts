import { RateLimiterRes } from 'rate-limiter-flexible';
import { rateLimiterOnFirstUse, type RateLimiterSettings } from './rate-limiter';

/** A limit on requests per key: a client address, an e-mail address, an optician and day… */
export interface RequestLimit {
  /** Counts one request of `key`: the seconds to wait when it is over the limit, else 0. */
  secondsToWait(key: string): Promise<number>;
}

/** A limit counted in the shared store (Redis with REDIS_URL, else this instance's memory; ADR 0009). */
export function requestLimit(settings: RateLimiterSettings): RequestLimit {
  const limiter = rateLimiterOnFirstUse(settings);
  return {
    async secondsToWait(key) {
      try {
        await limiter().consume(key);
        return 0;
      } catch (refusal) {
        const ms = refusal instanceof RateLimiterRes ? refusal.msBeforeNext : settings.duration * 1000;
        return Math.max(1, Math.ceil(ms / 1000));
      }
    },
  };
}

/**
 * Counts a request against each limit under its key, in order, until one refuses: the seconds to wait then,
 * else 0 (a refused request is not counted by the limits after the one that refused it).
 */
export async function secondsToWait(...counts: Array<readonly [RequestLimit, string]>): Promise<number> {
  for (const [limit, key] of counts) {
    const seconds = await limit.secondsToWait(key);
    if (seconds > 0) return seconds;
  }
  return 0;
}
