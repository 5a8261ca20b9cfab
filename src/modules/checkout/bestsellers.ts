import { isContactLensEyeTest } from '@/modules/opticians';
import { payloadClient } from '@/payload/client';
import type { LocaleCode } from '@/platform/locale/locales';
import { BOUGHT_ORDER_STATUSES } from './checkout-constants';
import type { OrderLine } from './order-line';

/** How far back the bestsellers look, and how many recent orders they read at most. */
const WINDOW_DAYS = 90;
const MAX_ORDERS = 2000;

/** Units per product bought in these storefronts' orders of the last 90 days, the most bought first. */
export async function bestsellingProducts(locales: readonly LocaleCode[], now: Date): Promise<string[]> {
  const payload = await payloadClient();
  const since = new Date(now.getTime() - WINDOW_DAYS * 86_400_000).toISOString();
  const { docs } = await payload.find({
    collection: 'orders',
    where: {
      and: [
        { locale: { in: [...locales] } },
        { status: { in: [...BOUGHT_ORDER_STATUSES] } },
        { placedAt: { greater_than_equal: since } },
      ],
    },
    select: { lines: true },
    sort: '-placedAt',
    limit: MAX_ORDERS,
    depth: 0,
  });
  const units = new Map<string, number>();
  for (const order of docs) {
    for (const line of order.lines as OrderLine[]) {
      if (isContactLensEyeTest(line.sku)) continue;
      units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
    }
  }
  return [...units].sort((a, b) => b[1] - a[1]).map(([productId]) => productId);
}
