import { Redis, type RedisOptions } from 'ioredis';
import { serverConfig } from '../config/server-config';
import { logger } from '../logging/logger';

/**
 * A Redis that is down or slow must not hold up a request: commands fail at once while disconnected (no
 * offline queue), are retried at most once and time out after 500 ms; the callers then fall back to this
 * instance (rate limits) or answer a miss (caches). ioredis keeps reconnecting in the background.
 */
const CLIENT_OPTIONS: RedisOptions = {
  lazyConnect: true, // createRedisClient connects itself, so that it can wait for and catch the attempt
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2_000,
  commandTimeout: 500,
};

/** The Redis address for logs: scheme, host, port and database, never the user name or password. */
export function redisAddressForLogs(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname.length > 1 ? parsed.pathname : ''}`;
  } catch {
    return '(unparsable Redis URL)';
  }
}

function withoutSecret(message: string, url: string): string {
  let password = '';
  try {
    password = decodeURIComponent(new URL(url).password);
  } catch {
    // an unparsable URL has no password to hide
  }
  return password ? message.replaceAll(password, '[redacted]') : message;
}

/** On the client itself under a registered symbol: the copies of this module in Next's bundles all see it. */
const FIRST_ATTEMPT = Symbol.for('eyewear-shop.redis.first-connection');
type WithFirstAttempt = Redis & { [FIRST_ATTEMPT]?: Promise<void> };

/**
 * A new client of the Redis at `url`, connecting at once. A connection failure is logged as one warning
 * until the connection is back (then one info line), never thrown.
 */
export function createRedisClient(url: string): Redis {
  const client = new Redis(url, CLIENT_OPTIONS);
  const address = redisAddressForLogs(url);
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn(
      { err: withoutSecret(error.message, url), redis: address },
      'redis unavailable: rate limits and shared caches fall back to this instance',
    );
  });
  client.on('ready', () => {
    if (down) logger.info({ redis: address }, 'redis available again');
    down = false;
  });
  (client as WithFirstAttempt)[FIRST_ATTEMPT] = client.connect().then(
    () => undefined,
    () => undefined,
  );
  return client;
}

/**
 * Settles once the client's first connection attempt has succeeded or failed (at most `connectTimeout`):
 * without the offline queue a command sent while the connection is still being made would fail, and the
 * first requests after a start would miss Redis for no reason.
 */
export function firstConnection(client: Redis): Promise<void> {
  return (client as WithFirstAttempt)[FIRST_ATTEMPT] ?? Promise.resolve();
}

/**
 * The process's client for `REDIS_URL`, made on first use; null when it is unset. Kept on globalThis: Next
 * loads this module into several server bundles, which must share one connection.
 */
export function redisClient(): Redis | null {
  const url = serverConfig().redisUrl;
  if (!url) return null;
  const holder = globalThis as { __shopRedis?: Redis };
  holder.__shopRedis ??= createRedisClient(url);
  return holder.__shopRedis;
}
