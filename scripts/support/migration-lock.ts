import type { Payload } from 'payload';
import type { Pool } from 'pg';

/** Any 64-bit number the shop's instances agree on: "eyewear" in ASCII. */
const MIGRATION_LOCK = 0x65796577656172n;

/**
 * Runs `work` while holding a PostgreSQL advisory lock, so that instances started together migrate and load
 * demo data one after the other: the first does the work, the others wait and then find nothing pending. The
 * lock belongs to a connection of its own and is released when it ends, also when the process dies. On the
 * embedded SQLite database (one instance) the work runs at once.
 */
export async function underMigrationLock<T>(payload: Payload, work: () => Promise<T>): Promise<T> {
  const pool = (payload.db as { pool?: Pool }).pool;
  if (!pool) return work();
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK.toString()]);
    return await work();
  } finally {
    await connection
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK.toString()])
      .catch(() => undefined);
    connection.release();
  }
}
