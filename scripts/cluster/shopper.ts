import { setTimeout as sleep } from 'node:timers/promises';
import { orderBody } from '../support/order-body';

/** What a shopper does through the balancer (or one instance), as the storefront's pages call it. */
export const SKU = '200001-02';
export const json = { 'content-type': 'application/json' };

export type Visitor = { cookie: string };
export const newVisitor = (): Visitor => ({ cookie: `shop_visitor=${crypto.randomUUID()}` });

export async function addToBasket(base: string, visitor: Visitor, sku = SKU): Promise<number> {
  const added = await fetch(`${base}/data/cart?locale=en-GB`, {
    method: 'POST',
    headers: { ...visitor, ...json },
    body: JSON.stringify({ type: 'frame', sku, quantity: 1, requestKey: crypto.randomUUID() }),
  });
  await added.arrayBuffer();
  return added.status;
}

export async function basketLines(base: string, visitor: Visitor) {
  const answer = await fetch(`${base}/data/cart?locale=en-GB`, { headers: visitor });
  return ((await answer.json()) as { lines: Array<{ sku: string; unitPrice: number }> }).lines;
}

/** Sends `request` until it answers `status`, as a shopper pressing again after an error page would. */
export async function until(status: number, request: () => Promise<Response>): Promise<Response | undefined> {
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    try {
      const answer = await request();
      if (answer.status === status) return answer;
      await answer.arrayBuffer();
    } catch {
      // the balancer itself stays up; a dropped answer is tried again
    }
    await sleep(300);
  }
  return undefined;
}

/** One order of a frame; a failed answer is sent again with the same request and placement keys. */
export async function placeOrder(base: string): Promise<{ email: string; orderNumber?: string }> {
  const visitor = newVisitor();
  const body = orderBody();
  const requestKey = crypto.randomUUID();
  await until(201, () =>
    fetch(`${base}/data/cart?locale=en-GB`, {
      method: 'POST',
      headers: { ...visitor, ...json },
      body: JSON.stringify({ type: 'frame', sku: SKU, quantity: 1, requestKey }),
    }),
  );
  const placed = await until(201, () =>
    fetch(`${base}/data/checkout/orders?locale=en-GB`, {
      method: 'POST',
      headers: { ...visitor, ...json },
      body: JSON.stringify(body),
    }),
  );
  const result = ((await placed?.json()) ?? {}) as { orderNumber?: string };
  return { email: body.email, orderNumber: result.orderNumber };
}
