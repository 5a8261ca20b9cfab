import { sql, rowsOf, type Database } from '@/payload/conditional-update';
import type { CacheTag } from '@/platform/cache/cache-tags';
import { notifyInvalidation } from '@/platform/cache/invalidation';
import { availabilityOfQuantity } from './availability';

export const STOCK_TAG: CacheTag = 'stock-items';

export interface StockNeed {
  sku: string;
  quantity: number;
}

/** The units of each sku together (two lines of one frame colour take from one stock). */
export function stockNeeds(lines: ReadonlyArray<StockNeed>): StockNeed[] {
  const bySku = new Map<string, number>();
  for (const line of lines) bySku.set(line.sku, (bySku.get(line.sku) ?? 0) + line.quantity);
  return [...bySku].map(([sku, quantity]) => ({ sku, quantity }));
}

/**
 * Pages that show a sku's availability are cached whole: a change of what they say (sold out, few left,
 * back in stock) drops them, a change of the count alone does not.
 */
function noticeChange(before: number, after: number): void {
  if (availabilityOfQuantity(before) !== availabilityOfQuantity(after)) notifyInvalidation(STOCK_TAG);
}

async function take(db: Database, { sku, quantity }: StockNeed): Promise<boolean> {
  const [row] = await rowsOf<{ quantity: number }>(
    db,
    sql`UPDATE stock_items SET quantity = quantity - ${quantity}, updated_at = ${new Date().toISOString()}
      WHERE sku = ${sku} AND quantity >= ${quantity} RETURNING quantity`,
  );
  if (!row) return false;
  noticeChange(Number(row.quantity) + quantity, Number(row.quantity));
  return true;
}

async function giveBack(db: Database, { sku, quantity }: StockNeed): Promise<void> {
  const [row] = await rowsOf<{ quantity: number }>(
    db,
    sql`UPDATE stock_items SET quantity = quantity + ${quantity}, updated_at = ${new Date().toISOString()}
      WHERE sku = ${sku} RETURNING quantity`,
  );
  if (row) noticeChange(Number(row.quantity) - quantity, Number(row.quantity));
}

/**
 * Takes the units of every need, or none: the first sku short of stock is returned (and what was taken
 * before it given back). A sku without a stock row is made to order and always available.
 */
export async function takeStock(
  db: Database,
  needs: StockNeed[],
): Promise<{ taken: StockNeed[]; short?: string }> {
  const taken: StockNeed[] = [];
  for (const need of needs) {
    if (await take(db, need)) {
      taken.push(need);
      continue;
    }
    if ((await unitsOnHand(db, need.sku)) === undefined) continue;
    await returnStock(db, taken);
    return { taken: [], short: need.sku };
  }
  return { taken };
}

export async function returnStock(db: Database, taken: readonly StockNeed[]): Promise<void> {
  for (const need of taken) await giveBack(db, need);
}

/** Units on hand of a sku, undefined for a sku made to order. */
export async function unitsOnHand(db: Database, sku: string): Promise<number | undefined> {
  const [row] = await rowsOf<{ quantity: number }>(
    db,
    sql`SELECT quantity FROM stock_items WHERE sku = ${sku} LIMIT 1`,
  );
  return row ? Number(row.quantity) : undefined;
}
