import { serverConfig } from '../config/server-config';
import { redisClient } from '../shared-store/redis-client';
import { sharedKey } from '../shared-store/shared-key';
import { ANY_CHANGE, onInvalidate } from './invalidation';
import { startInvalidationBus } from './invalidation-bus';
import { expireNextDataCacheTag } from './next-data-cache-tags';
import { redisInvalidationTransport } from './redis-invalidation-transport';

/**
 * The server's caches follow every backoffice change: Next's data cache with the in-memory ones, and, with
 * `REDIS_URL`, changes made on any instance (ADR 0019). Answers the bus's stop function, or null without Redis.
 */
export async function startSharedInvalidation(): Promise<(() => Promise<void>) | null> {
  onInvalidate(ANY_CHANGE, expireNextDataCacheTag);
  const publisher = redisClient();
  const url = serverConfig().redisUrl;
  if (!publisher || !url) return null;
  return startInvalidationBus(redisInvalidationTransport(publisher, url, sharedKey('invalidation')));
}
