import type { Payload } from 'payload';
import { sql, updatedRows } from '@/payload/conditional-update';
import { notifyInvalidation } from '@/platform/cache/invalidation';
import { availabilityOfQuantity } from './availability';

export const STOCK_TAG = 'stock-items';

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

async function take(payload: Payload, { sku, quantity }: StockNeed): Promise<boolean> {
  const [row] = await updatedRows<{ quantity: number }>(
    payload,
    sql`UPDATE stock_items SET quantity = quantity - ${quantity}, updated_at = ${new Date().toISOString()}
      WHERE sku = ${sku} AND quantity >= ${quantity} RETURNING quantity`,
  );
  if (!row) return false;
  noticeChange(Number(row.quantity) + quantity, Number(row.quantity));
  return true;
}

async function giveBack(payload: Payload, { sku, quantity }: StockNeed): Promise<void> {
  const [row] = await updatedRows<{ quantity: number }>(
    payload,
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
  payload: Payload,
  needs: StockNeed[],
): Promise<{ taken: StockNeed[]; short?: string }> {
  const taken: StockNeed[] = [];
  for (const need of needs) {
    if (await take(payload, need)) {
      taken.push(need);
      continue;
    }
    if ((await unitsOnHand(payload, need.sku)) === undefined) continue;
    await returnStock(payload, taken);
    return { taken: [], short: need.sku };
  }
  return { taken };
}

export async function returnStock(payload: Payload, taken: readonly StockNeed[]): Promise<void> {
  for (const need of taken) await giveBack(payload, need);
}

/** Units on hand of a sku, undefined for a sku made to order. */
export async function unitsOnHand(payload: Payload, sku: string): Promise<number | undefined> {
  const { docs } = await payload.find({
    collection: 'stock-items',
    where: { sku: { equals: sku } },
    limit: 1,
    depth: 0,
    pagination: false,
  });
  return docs[0]?.quantity;
}
