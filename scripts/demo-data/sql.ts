import { inArray } from '@payloadcms/db-sqlite/drizzle';
import type { Payload } from 'payload';
import { bulkDatabase, insertAll, selectRows } from './bulk-database';
import type { OpticianRow } from './optician-row';

/** Bulk upsert of opticians: existing rows with the same ids are replaced. */
export async function upsertOpticians(payload: Payload, rows: OpticianRow[]): Promise<number> {
  const db = bulkDatabase(payload);
  const opticians = db.table('opticians');
  const hours = db.table('opticians_opening_hours');
  const services = db.table('opticians_services');
  const tags = db.table('opticians_tags');
  const now = new Date().toISOString();
  const ids = rows.map((row) => row.id);
  await db.transaction(async (tx) => {
    await tx.delete(hours).where(inArray(hours._parentID, ids));
    await tx.delete(services).where(inArray(services.parent, ids));
    await tx.delete(tags).where(inArray(tags.parent, ids));
    await tx.delete(opticians).where(inArray(opticians.id, ids));
    await insertAll(
      tx,
      opticians,
      rows.map((row) => ({
        ...row,
        openingHours: undefined,
        services: undefined,
        tags: undefined,
        updatedAt: now,
        createdAt: now,
      })),
    );
    await insertAll(
      tx,
      hours,
      rows.flatMap((row) =>
        row.openingHours.map((hour, order) => ({ ...hour, _order: order + 1, _parentID: row.id })),
      ),
    );
    await insertAll(
      tx,
      services,
      selectRows(rows, (row) => row.services),
    );
    await insertAll(
      tx,
      tags,
      selectRows(rows, (row) => row.tags),
    );
  });
  return rows.length;
}
