import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { firstConnection, redisClient } from './redis-client';
import { sharedKey } from './shared-key';

export interface RateLimiterSettings {
  /** Names what is counted; limiters of one prefix count together (on every instance, with Redis). */
  keyPrefix: string;
  /** Actions allowed per key within `duration`. */
  points: number;
  /** Seconds a count lasts from a key's first action. */
  duration: number;
  /** Seconds a key stays refused once over its points; 0 (default): until its duration ends. */
  blockDuration?: number;
}

type Options = Record<string, unknown>;
type RedisLimiterOptions = ConstructorParameters<typeof RateLimiterRedis>[0];

/** RateLimiterRedis whose calls wait for the client's first connection attempt (see firstConnection). */
class RateLimiterRedisOnceConnected extends RateLimiterRedis {
  readonly #connected: () => Promise<void>;

  constructor(client: Redis, options: RedisLimiterOptions) {
    super(options);
    this.#connected = () => firstConnection(client);
  }

  override async consume(key: string | number, points?: number, options?: Options): Promise<RateLimiterRes> {
    await this.#connected();
    return super.consume(key, points, options);
  }

  override async penalty(key: string | number, points?: number, options?: Options): Promise<RateLimiterRes> {
    await this.#connected();
    return super.penalty(key, points, options);
  }

  override async reward(key: string | number, points?: number, options?: Options): Promise<RateLimiterRes> {
    await this.#connected();
    return super.reward(key, points, options);
  }

  override async get(key: string | number, options?: Options): Promise<RateLimiterRes | null> {
    await this.#connected();
    return super.get(key, options);
  }

  override async set(
    key: string | number,
    points: number,
    secDuration: number,
    options?: Options,
  ): Promise<RateLimiterRes> {
    await this.#connected();
    return super.set(key, points, secDuration, options);
  }

  override async block(
    key: string | number,
    secDuration: number,
    options?: Options,
  ): Promise<RateLimiterRes> {
    await this.#connected();
    return super.block(key, secDuration, options);
  }

  override async delete(key: string | number, options?: Options): Promise<boolean> {
    await this.#connected();
    return super.delete(key, options);
  }
}

/**
 * A rate limiter. With `REDIS_URL` (or a given client) the counts live in Redis, shared by every instance
 * (atomic increments, rate-limiter-flexible's RateLimiterRedis for ioredis); while Redis fails, a memory
 * limiter with the same settings counts on this instance (insurance). Without Redis it is that memory
 * limiter alone. A refusal rejects with a RateLimiterRes, as rate-limiter-flexible's limiters do.
 */
export function createRateLimiter(
  settings: RateLimiterSettings,
  redis: Redis | null = redisClient(),
): RateLimiterAbstract {
  const { keyPrefix, points, duration, blockDuration = 0 } = settings;
  const memory = new RateLimiterMemory({ keyPrefix, points, duration, blockDuration });
  if (!redis) return memory;
  return new RateLimiterRedisOnceConnected(redis, {
    storeClient: redis,
    keyPrefix: sharedKey('rate-limit', keyPrefix),
    points,
    duration,
    blockDuration,
    rejectIfRedisNotReady: true,
    insuranceLimiter: memory,
  });
}

/**
 * createRateLimiter on the first call, so that a module can declare its limiter at import without reading
 * the configuration or connecting to Redis then (`next build` imports route modules).
 */
export function rateLimiterOnFirstUse(settings: RateLimiterSettings): () => RateLimiterAbstract {
  let limiter: RateLimiterAbstract | undefined;
  return () => (limiter ??= createRateLimiter(settings));
}
