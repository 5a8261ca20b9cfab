import { unstable_cache } from 'next/cache';
import type { CacheTag } from './cache-tags';
import { databaseIdentity } from './database-identity';
import { declareTag } from './invalidation';

/**
 * Next's data cache for a database read: entries are keyed by the query name, the database and the
 * arguments, and dropped when the backoffice changes what the tags name. `npm start` empties the cache, as
 * migrations and demo data may have changed the database while the shop was down.
 */
export function cachedQuery<A extends unknown[], R>(
  name: string,
  query: (...args: A) => Promise<R>,
  tags: CacheTag[],
): (...args: A) => Promise<R> {
  tags.forEach(declareTag);
  let cached: ((...args: A) => Promise<R>) | undefined;
  return (...args: A) => {
    cached ??= unstable_cache(query, [name, databaseIdentity()], { tags });
    return cached(...args);
  };
}
