import type { Payload } from 'payload';
import { payloadClient } from '@/payload/client';
import { MAX_CART_LINES } from './cart-constants';
import type { StoredLine, LineConfiguration } from './cart-line';

export class CartFullError extends Error {
  constructor() {
    super(`a cart keeps at most ${MAX_CART_LINES} lines`);
  }
}

export class UnknownLineError extends Error {
  constructor(lineId: string) {
    super(`no cart line ${lineId}`);
  }
}

const toStoredLine = (doc: {
  id: number | string;
  sku: string;
  productId: string;
  quantity: number;
  configuration?: unknown;
}): StoredLine => ({
  id: String(doc.id),
  sku: doc.sku,
  productId: doc.productId,
  quantity: doc.quantity,
  configuration: (doc.configuration ?? undefined) as LineConfiguration | undefined,
});

async function ownerDocs(payload: Payload, owner: string) {
  const { docs } = await payload.find({
    collection: 'cart-lines',
    where: { owner: { equals: owner } },
    sort: 'createdAt',
    depth: 0,
    limit: MAX_CART_LINES,
    pagination: false,
  });
  return docs;
}

/** The owner's lines, in the order they were added. */
export async function cartLines(owner: string): Promise<StoredLine[]> {
  return (await ownerDocs(await payloadClient(), owner)).map(toStoredLine);
}

async function lineWithRequestKey(payload: Payload, requestKey: string) {
  const { docs } = await payload.find({
    collection: 'cart-lines',
    where: { requestKey: { equals: requestKey } },
    depth: 0,
    limit: 1,
    pagination: false,
  });
  return docs[0];
}

/**
 * Adds lines (two eyes' contact lenses come as two) under one request key per line: a retried request finds
 * its lines and adds nothing. A retry's lines are usually among the owner's, read anyway for the limit; the
 * unique key catches the rest (a twin request at once, lines moved at login) without a query per line. So a
 * first add costs one insert per line; one insert needs no transaction and nothing it returns is read back.
 */
export async function addCartLines(
  owner: string,
  lines: Array<Omit<StoredLine, 'id'>>,
  requestKey: string,
): Promise<void> {
  const payload = await payloadClient();
  const current = await ownerDocs(payload, owner);
  const keysHeld = new Set(current.map((doc) => doc.requestKey));
  const keys = lines.map((_, index) => `${owner}|${requestKey}|${index}`);
  const adding = keys.filter((key) => !keysHeld.has(key)).length;
  if (current.length + adding > MAX_CART_LINES) throw new CartFullError();
  for (const [index, line] of lines.entries()) {
    const key = keys[index]!;
    if (keysHeld.has(key)) continue;
    try {
      await payload.create({
        collection: 'cart-lines',
        data: { owner, ...line, configuration: line.configuration ?? null, requestKey: key },
        depth: 0,
        select: { requestKey: true },
        disableTransaction: true,
      });
    } catch (error) {
      if (!(await lineWithRequestKey(payload, key))) throw error;
    }
  }
}

export async function setLineQuantity(owner: string, lineId: string, quantity: number): Promise<void> {
  const payload = await payloadClient();
  const { docs } = await payload.update({
    collection: 'cart-lines',
    where: { and: [{ owner: { equals: owner } }, { id: { equals: lineId } }] },
    data: { quantity },
  });
  if (docs.length === 0) throw new UnknownLineError(lineId);
}

export async function removeLine(owner: string, lineId: string): Promise<void> {
  const payload = await payloadClient();
  await payload.delete({
    collection: 'cart-lines',
    where: { and: [{ owner: { equals: owner } }, { id: { equals: lineId } }] },
  });
}

/**
 * At login: the visitor's lines move into the account's cart, as many as it still has room for (the rest
 * stay with the visitor id). Returns how many lines moved.
 */
export async function joinCart(fromOwner: string, toOwner: string): Promise<number> {
  const payload = await payloadClient();
  const room = MAX_CART_LINES - (await cartLines(toOwner)).length;
  const moving = (await cartLines(fromOwner)).slice(0, Math.max(room, 0));
  if (moving.length === 0) return 0;
  await payload.update({
    collection: 'cart-lines',
    where: { id: { in: moving.map((line) => line.id) } },
    data: { owner: toOwner },
  });
  return moving.length;
}

/** After an order: the lines it bought leave the cart. */
export async function removeLines(owner: string, lineIds: string[]): Promise<void> {
  if (lineIds.length === 0) return;
  const payload = await payloadClient();
  await payload.delete({
    collection: 'cart-lines',
    where: { and: [{ owner: { equals: owner } }, { id: { in: lineIds } }] },
  });
}
