import { sql, type SQL } from '@payloadcms/db-sqlite/drizzle';
import type { Payload } from 'payload';

type TransactionID = string | number;

interface RawDatabase {
  drizzle: unknown;
  sessions?: Record<TransactionID, { db: unknown }>;
  execute(args: { drizzle: unknown; sql: SQL }): Promise<{ rows?: unknown[] }>;
  beginTransaction(): Promise<TransactionID | null>;
  commitTransaction(id: TransactionID): Promise<void>;
  rollbackTransaction(id: TransactionID): Promise<void>;
}

/** Raw statements on one connection or transaction of the shop's database. */
export interface SqlRunner {
  rows(statement: SQL): Promise<unknown[]>;
}

/** The shop's database as a whole (Payload) or one transaction of it. */
export type Database = Payload | SqlRunner;

const rawDatabase = (payload: Payload) => payload.db as unknown as RawDatabase;

function runnerOn(db: RawDatabase, connection: unknown): SqlRunner {
  return {
    rows: async (statement) => (await db.execute({ drizzle: connection, sql: statement })).rows ?? [],
  };
}

const runnerOf = (database: Database): SqlRunner =>
  'rows' in database ? database : runnerOn(rawDatabase(database), rawDatabase(database).drizzle);

/**
 * Runs one raw statement on either adapter and answers its rows; for an `UPDATE … WHERE <condition>
 * RETURNING …` the changed rows. Counting down a stock or a balance this way is one statement: two
 * checkouts cannot both take the last unit, which a read-then-write through the Local API could not promise.
 */
export async function rowsOf<Row>(database: Database, statement: SQL): Promise<Row[]> {
  return (await runnerOf(database).rows(statement)) as Row[];
}

/** Whether a conditional `UPDATE … RETURNING id` changed a row. */
export async function updatedAny(database: Database, statement: SQL): Promise<boolean> {
  return (await rowsOf(database, statement)).length > 0;
}

/** One SQLite transaction at a time on the shared connection. */
let sqliteLane: Promise<unknown> = Promise.resolve();

async function onSqliteConnection<T>(db: RawDatabase, work: (runner: SqlRunner) => Promise<T>) {
  const runner = runnerOn(db, db.drizzle);
  await runner.rows(sql.raw('BEGIN IMMEDIATE'));
  try {
    const result = await work(runner);
    await runner.rows(sql.raw('COMMIT'));
    return result;
  } catch (error) {
    await runner.rows(sql.raw('ROLLBACK'));
    throw error;
  }
}

/**
 * Runs `work`'s statements in one database transaction: all of them happen, or (when `work` throws)
 * none. PostgreSQL gets a transaction of its own through Payload's adapter. Payload opens SQLite
 * transactions on a second connection that other requests' writes would then find locked, so on SQLite
 * the shop's one connection runs `BEGIN IMMEDIATE … COMMIT` itself, one transaction at a time; `work`
 * must then run raw statements only, so the transaction stays a few statements long.
 */
export async function inTransaction<T>(
  payload: Payload,
  work: (runner: SqlRunner) => Promise<T>,
): Promise<T> {
  const db = rawDatabase(payload);
  const id = await db.beginTransaction();
  if (id === null) {
    const turn = sqliteLane.then(() => onSqliteConnection(db, work));
    sqliteLane = turn.catch(() => undefined);
    return turn;
  }
  try {
    const result = await work(runnerOn(db, db.sessions![id]!.db));
    await db.commitTransaction(id);
    return result;
  } catch (error) {
    await db.rollbackTransaction(id);
    throw error;
  }
}

export { sql };
