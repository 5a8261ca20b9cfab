import type { Payload } from 'payload';

/** The slice of a drizzle database (SQLite or PostgreSQL) the bulk loaders use. */
export interface Table {
  id: never;
  _parentID: never;
  parent: never;
}
export interface Transaction {
  delete(table: Table): { where(condition: unknown): Promise<unknown> };
  insert(table: Table): { values(rows: object[]): Promise<unknown> };
}
interface BulkDatabase {
  drizzle: { transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> };
  tables: Record<string, Table>;
}

/** Rows per INSERT: keeps statements below SQLite's and PostgreSQL's parameter limits. */
export const CHUNK = 200;

/**
 * Bulk writes go through Payload's drizzle instance: a Local API write costs 12–45 ms, this loads thousands
 * of rows in one transaction. Table and column keys are Payload's: an array field lives in
 * `<collection>_<path>` (`_parentID`, `_order`), a hasMany select in `<collection>_<path>` (`parent`, `order`,
 * `value`), localized fields in `<collection>_locales` (`_locale`, `_parentID`), group columns as `group_field`.
 */
export function bulkDatabase(payload: Payload) {
  const db = payload.db as unknown as BulkDatabase;
  return {
    table(name: string): Table {
      const found = db.tables[name];
      if (!found) throw new Error(`No table ${name}: run the migrations first`);
      return found;
    },
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => db.drizzle.transaction(work),
  };
}

/** Inserts rows in chunks; an empty list writes nothing. */
export async function insertAll(tx: Transaction, table: Table, rows: object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await tx.insert(table).values(rows.slice(start, start + CHUNK));
  }
}

/** The rows of a hasMany select: one per value, numbered from 1, pointing at their document. */
export function selectRows<R extends { id: string }>(
  rows: readonly R[],
  values: (row: R) => readonly string[] | undefined,
): Array<{ order: number; parent: string; value: string }> {
  return rows.flatMap((row) =>
    (values(row) ?? []).map((value, index) => ({ order: index + 1, parent: row.id, value })),
  );
}
