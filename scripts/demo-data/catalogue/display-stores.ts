import { and, eq, inArray } from '@payloadcms/db-sqlite/drizzle';
import type { Payload } from 'payload';
import { bulkDatabase, insertAll } from '../bulk-database';
import type { OpticianRow } from '../optician-row';
import { seededRandom } from '../random';
import type { ProductRow } from './product-row';

const PATH = 'displayStores';

export interface DisplayStoreRow {
  order: number;
  parent: string;
  path: typeof PATH;
  opticiansID: string;
}

/**
 * Which own stores have a frame on display: every store shows a part of the range, popular frames in more
 * stores (from about a fifth of the stores for the least popular to about two thirds for the most).
 */
export function displayStoreRows(
  products: readonly ProductRow[],
  stores: readonly OpticianRow[],
  seed = 2027,
): DisplayStoreRow[] {
  const random = seededRandom(seed);
  const frames = products.filter((product) => product.kind !== 'contactLenses');
  const mostPopular = Math.max(1, ...frames.map((frame) => frame.popularity));
  return frames.flatMap((frame) => {
    const share = 0.2 + 0.45 * Math.cbrt(frame.popularity / mostPopular);
    return stores
      .filter(() => random() < share)
      .map((store, index) => ({ order: index + 1, parent: frame.id, path: PATH, opticiansID: store.id }));
  });
}

/** Replaces the display stores of the demo frames (their own rows only) in one transaction. */
export async function upsertDisplayStores(
  payload: Payload,
  products: readonly ProductRow[],
  stores: readonly OpticianRow[],
): Promise<number> {
  const db = bulkDatabase(payload);
  const rels = db.table('products_rels');
  const { path } = rels as unknown as { path: never };
  const rows = displayStoreRows(products, stores);
  await db.transaction(async (tx) => {
    const ids = products.map((product) => product.id);
    await tx.delete(rels).where(and(inArray(rels.parent, ids), eq(path, PATH)));
    await insertAll(tx, rels, rows);
  });
  return rows.length;
}
