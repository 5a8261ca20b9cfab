import { inArray } from '@payloadcms/db-sqlite/drizzle';
import type { Payload } from 'payload';
import type { OpticianRow } from './optician-row';

/** The slice of a drizzle database (SQLite or PostgreSQL) this loader uses. */
interface Table {
  id: never;
  _parentID: never;
  parent: never;
}
interface Transaction {
  delete(table: Table): { where(condition: unknown): Promise<unknown> };
  insert(table: Table): { values(rows: object[]): Promise<unknown> };
}
interface BulkDatabase {
  drizzle: { transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> };
  tables: Record<string, Table>;
}

function table(db: BulkDatabase, name: string): Table {
  const found = db.tables[name];
  if (!found) throw new Error(`No table ${name}: run the migrations first`);
  return found;
}

const CHUNK = 200;

/**
 * Bulk upsert through Payload's drizzle instance: a Local API write costs 12–45 ms, this loads thousands of
 * rows in one transaction. Existing rows with the same ids are replaced.
 *
 * Tables: the array field `openingHours` lives in `opticians_opening_hours` (`_parentID`, `_order`); each
 * hasMany select in `opticians_<field>` (`parent`, `order`, `value`), see the opticians_services migration.
 */
export async function upsertOpticians(payload: Payload, rows: OpticianRow[]): Promise<number> {
  const db = payload.db as unknown as BulkDatabase;
  const opticians = table(db, 'opticians');
  const hours = table(db, 'opticians_opening_hours');
  const services = table(db, 'opticians_services');
  const tags = table(db, 'opticians_tags');
  const now = new Date().toISOString();
  const ids = rows.map((row) => row.id);
  const selectRows = (values: (row: OpticianRow) => readonly string[], chunk: OpticianRow[]) =>
    chunk.flatMap((row) => values(row).map((value, index) => ({ order: index + 1, parent: row.id, value })));
  await db.drizzle.transaction(async (tx) => {
    await tx.delete(hours).where(inArray(hours._parentID, ids));
    await tx.delete(services).where(inArray(services.parent, ids));
    await tx.delete(tags).where(inArray(tags.parent, ids));
    await tx.delete(opticians).where(inArray(opticians.id, ids));
    for (let start = 0; start < rows.length; start += CHUNK) {
      const chunk = rows.slice(start, start + CHUNK);
      await tx.insert(opticians).values(
        chunk.map((row) => ({
          ...row,
          openingHours: undefined,
          services: undefined,
          tags: undefined,
          updatedAt: now,
          createdAt: now,
        })),
      );
      const hourRows = chunk.flatMap((row) =>
        row.openingHours.map((hour, order) => ({ ...hour, _order: order + 1, _parentID: row.id })),
      );
      if (hourRows.length > 0) await tx.insert(hours).values(hourRows);
      const serviceRows = selectRows((row) => row.services, chunk);
      if (serviceRows.length > 0) await tx.insert(services).values(serviceRows);
      const tagRows = selectRows((row) => row.tags, chunk);
      if (tagRows.length > 0) await tx.insert(tags).values(tagRows);
    }
  });
  return rows.length;
}
