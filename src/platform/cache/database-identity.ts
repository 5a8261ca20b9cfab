import { createHash } from 'node:crypto';
import { serverConfig } from '../config/server-config';

let identity: string | undefined;

/**
 * A short hash of the database URL. Shops of one build that serve different databases (tests, staging next to
 * production) must not share entries: in Next's data cache (database-cache.ts) nor in the shared store behind
 * `REDIS_URL`. Kept apart from database-cache.ts so that code outside Next can use it without `next/cache`.
 */
export function databaseIdentity(): string {
  identity ??= createHash('sha256').update(serverConfig().database.url).digest('hex').slice(0, 16);
  return identity;
}
