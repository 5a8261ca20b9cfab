import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle';
import type { Payload } from 'payload';

interface RawDatabase {
  drizzle: unknown;
  execute(args: { drizzle: unknown; sql: SQL }): Promise<{ rows?: unknown[] }>;
}

/**
 * Runs one `UPDATE … WHERE <condition> RETURNING id` on either adapter and says whether a row changed.
 * Counting down a stock or a balance this way is one statement: two checkouts cannot both take the last
 * unit, which a read-then-write through the Local API could not promise.
 */
export async function updatedAny(payload: Payload, statement: SQL): Promise<boolean> {
  const db = payload.db as unknown as RawDatabase;
  const result = await db.execute({ drizzle: db.drizzle, sql: statement });
  return (result.rows?.length ?? 0) > 0;
}

export { sql };
