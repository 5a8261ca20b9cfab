import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { orderBody } from '../support/order-body';
import type { Check } from './check';
import { addToBasket, basketLines, json, newVisitor, type Visitor } from './shopper';

const PRODUCT_ID = '200001';

/** Changes the frame's pound price on the instance at `port`, as the backoffice does. */
async function changePrice(port: number, token: string, gbp: number): Promise<string> {
  const auth = { authorization: `JWT ${token}` };
  const { frame } = (await (
    await fetch(`http://127.0.0.1:${port}/api/products/${PRODUCT_ID}?depth=0&locale=en-GB`, { headers: auth })
  ).json()) as { frame: { prices: Record<string, number | null> } };
  const answer = await fetch(`http://127.0.0.1:${port}/api/products/${PRODUCT_ID}?depth=0&locale=en-GB`, {
    method: 'PATCH',
    headers: { ...auth, ...json },
    body: JSON.stringify({ frame: { ...frame, prices: { ...frame.prices, gbp, gbpSale: null } } }),
  });
  return `${answer.status} ${(await answer.text()).slice(0, 300)}`;
}

/** The subtotal of the order the visitor's basket becomes on the instance at `port`. */
async function orderSubtotal(port: number, visitor: Visitor, databaseUrl: string): Promise<string> {
  const body = orderBody();
  const placed = await fetch(`http://127.0.0.1:${port}/data/checkout/orders?locale=en-GB`, {
    method: 'POST',
    headers: { ...visitor, ...json },
    body: JSON.stringify(body),
  });
  const { orderNumber } = (await placed.json()) as { orderNumber?: string };
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const rows = await db.query<{ subtotal: string }>('SELECT subtotal FROM orders WHERE order_number = $1', [
      orderNumber,
    ]);
    return rows.rows[0]?.subtotal ?? `no order (${placed.status})`;
  } finally {
    await db.end();
  }
}

/**
 * A price changed in the backoffice on instance A is what a basket on instance B charges at once, and what an
 * order placed on instance C from a basket filled before the change charges; B's whole-page cache drops the
 * product page within 2 s.
 */
export async function checkPriceChange(
  check: Check,
  ports: readonly number[],
  databaseUrl: string,
  token: string,
) {
  const [a, b, c] = ports as [number, number, number];
  const onB = `http://127.0.0.1:${b}`;
  const before = newVisitor();
  await addToBasket(onB, before);
  const oldPrice = (await basketLines(onB, before))[0]?.unitPrice;
  // without ?locale=, whose answer sets a cookie and is not kept by the page cache
  const productPage = `${onB}/p/sg/${PRODUCT_ID}`;
  await (await fetch(productPage)).arrayBuffer();
  const cachedBefore = (await fetch(productPage)).headers.get('x-page-cache');

  const newPrice = (oldPrice ?? 100) + 7;
  const changed = await changePrice(a, token, newPrice);
  const visitor = newVisitor();
  await addToBasket(onB, visitor);
  const lines = await basketLines(onB, visitor);
  check(
    'a price changed on instance A is what the basket on instance B charges, at once',
    changed.startsWith('200') && lines[0]?.unitPrice === newPrice,
    `change ${changed}, old ${oldPrice}, basket ${JSON.stringify(lines)}`,
  );
  const subtotal = await orderSubtotal(c, before, databaseUrl);
  check(
    'an order placed on instance C from a basket filled before the change charges the new price',
    Number(subtotal) === newPrice,
    `old ${oldPrice}, new ${newPrice}, order ${subtotal}`,
  );
  const deadline = Date.now() + 2_000;
  let dropped = false;
  while (!dropped && Date.now() < deadline) {
    const page = await fetch(productPage);
    await page.arrayBuffer();
    dropped = page.headers.get('x-page-cache') !== 'hit';
    if (!dropped) await sleep(100);
  }
  check(
    "instance B's whole-page cache drops the product page within 2 s",
    cachedBefore === 'hit' && dropped,
    `before ${cachedBefore}`,
  );
}
