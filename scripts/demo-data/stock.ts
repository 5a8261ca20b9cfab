import type { Payload } from 'payload';
import { CURRENCIES } from '../../src/platform/locale/locales';
import { bulkDatabase, insertAll } from './bulk-database';
import { generateCatalogue } from './catalogue';
import { seededRandom } from './random';

/**
 * Units on hand of every frame colour: mostly a few to a few dozen, some sold out (about one in thirty),
 * deterministic. Contact lenses have no rows: they are ordered in for each customer.
 */
export function generateStock(): Array<{ sku: string; quantity: number }> {
  const random = seededRandom(4242);
  return generateCatalogue().flatMap((product) =>
    (product.frame?.variants ?? []).map((variant) => ({
      sku: variant.id,
      quantity: random() < 1 / 30 ? 0 : 1 + Math.floor(random() * 40),
    })),
  );
}

/** Writes the stock rows anew (a reload sets the demo quantities again). */
export async function loadStock(payload: Payload): Promise<number> {
  const db = bulkDatabase(payload);
  const table = db.table('stock_items');
  const rows = generateStock();
  const now = new Date().toISOString();
  await db.transaction(async (tx) => {
    await tx.delete(table).where(undefined);
    await insertAll(
      tx,
      table,
      rows.map((row) => ({ ...row, createdAt: now, updatedAt: now })),
    );
  });
  return rows.length;
}

const DEMO_GIFT_CARDS = CURRENCIES.flatMap((currency) =>
  Array.from({ length: 10 }, (_, index) => ({
    currency,
    code: `DEMO-${currency}-${String(index + 1).padStart(2, '0')}`,
  })),
);

/** Demo gift cards (README "Payments"): ten per currency with 50 units each, valid for a year. */
export async function loadGiftCards(payload: Payload): Promise<number> {
  const validUntil = new Date(Date.now() + 365 * 86_400_000).toISOString();
  let count = 0;
  for (const { code, currency } of DEMO_GIFT_CARDS) {
    const { totalDocs } = await payload.count({
      collection: 'gift-cards',
      where: { code: { equals: code } },
    });
    if (totalDocs > 0) continue;
    await payload.create({
      collection: 'gift-cards',
      data: { code, currency, initialBalance: 50, balance: 50, validUntil },
    });
    count += 1;
  }
  return count;
}

/** The published demo codes buy nothing in production, even on a database that started as a demo. */
export async function expireDemoGiftCards(payload: Payload): Promise<number> {
  const { docs } = await payload.update({
    collection: 'gift-cards',
    where: {
      code: { in: DEMO_GIFT_CARDS.map((card) => card.code) },
      validUntil: { greater_than: new Date().toISOString() },
    },
    data: { validUntil: new Date(Date.now() - 86_400_000).toISOString() },
  });
  return docs.length;
}
