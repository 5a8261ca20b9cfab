import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle';
import type { Payload } from 'payload';

interface RawDatabase {
  drizzle: unknown;
  execute(args: { drizzle: unknown; sql: SQL }): Promise<{ rows?: unknown[] }>;
}

/**
 * Runs one `UPDATE … WHERE <condition> RETURNING …` on either adapter and answers the changed rows.
 * Counting down a stock or a balance this way is one statement: two checkouts cannot both take the last
 * unit, which a read-then-write through the Local API could not promise.
 */
export async function updatedRows<Row>(payload: Payload, statement: SQL): Promise<Row[]> {
  const db = payload.db as unknown as RawDatabase;
  const result = await db.execute({ drizzle: db.drizzle, sql: statement });
  return (result.rows ?? []) as Row[];
}

/** Whether a conditional `UPDATE … RETURNING id` changed a row. */
export async function updatedAny(payload: Payload, statement: SQL): Promise<boolean> {
  return (await updatedRows(payload, statement)).length > 0;
}

export { sql };
