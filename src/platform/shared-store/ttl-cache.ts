import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { logger } from '../logging/logger';
import { firstConnection, redisClient } from './redis-client';
import { sharedKey } from './shared-key';

export interface TtlCacheSettings {
  /** Names the cache in its keys and in logs. */
  name: string;
  /** Entries kept by an instance without Redis (least recently used go first). */
  max: number;
  /** How long an entry lives, in milliseconds. */
  ttlMs: number;
}

export interface SharedTtlCache<T> {
  readonly name: string;
  readonly max: number;
  /** Milliseconds. */
  readonly ttl: number;
  /** Whether the entries live in Redis, shared by every instance. */
  readonly shared: boolean;
  get(key: string): Promise<T | undefined>;
  set(key: string, value: T): Promise<void>;
}

function localTtlCache<T extends NonNullable<unknown>>({
  name,
  max,
  ttlMs,
}: TtlCacheSettings): SharedTtlCache<T> {
  const entries = new LRUCache<string, T>({ max, ttl: ttlMs });
  return {
    name,
    max,
    ttl: ttlMs,
    shared: false,
    get: async (key) => entries.get(key),
    set: async (key, value) => {
      entries.set(key, value);
    },
  };
}

/**
 * Entries as JSON under `shop:{database}:cache:{name}:{key}`, set with PX so Redis drops them after the ttl
 * (Redis's own memory policy, not `max`, bounds them). A failing Redis is a miss and a lost write, logged as
 * one warning until Redis answers again.
 */
function redisTtlCache<T extends NonNullable<unknown>>(
  { name, max, ttlMs }: TtlCacheSettings,
  redis: Redis,
): SharedTtlCache<T> {
  const keyOf = (key: string) => sharedKey('cache', name, key);
  let failing = false;
  const failed = (error: unknown) => {
    if (failing) return;
    failing = true;
    logger.warn({ err: (error as Error).message, cache: name }, 'shared cache failed: answering misses');
  };
  return {
    name,
    max,
    ttl: ttlMs,
    shared: true,
    async get(key) {
      try {
        await firstConnection(redis);
        const text = await redis.get(keyOf(key));
        failing = false;
        return text === null ? undefined : (JSON.parse(text) as T);
      } catch (error) {
        failed(error);
        return undefined;
      }
    },
    async set(key, value) {
      try {
        await firstConnection(redis);
        await redis.set(keyOf(key), JSON.stringify(value), 'PX', ttlMs);
        failing = false;
      } catch (error) {
        failed(error);
      }
    },
  };
}

/**
 * A cache whose entries expire after `ttlMs`: in Redis, shared by every instance, with `REDIS_URL` (or a
 * given client); otherwise an lru-cache of `max` entries in this process. Never throws.
 */
export function sharedTtlCache<T extends NonNullable<unknown>>(
  settings: TtlCacheSettings,
  redis: Redis | null = redisClient(),
): SharedTtlCache<T> {
  return redis ? redisTtlCache<T>(settings, redis) : localTtlCache<T>(settings);
}
