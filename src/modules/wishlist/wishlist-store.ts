import { payloadClient } from '@/payload/client';
import { WISHLIST_MAX_ITEMS } from './wishlist-constants';

const itemKey = (owner: string, sku: string) => `${owner}|${sku}`;

export class WishlistFullError extends Error {
  constructor() {
    super(`a wishlist keeps at most ${WISHLIST_MAX_ITEMS} items`);
  }
}

export interface KeptItem {
  sku: string;
  productId: string;
}

/** The owner's items, oldest first. */
export async function wishlistItems(owner: string): Promise<KeptItem[]> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'wishlist-items',
    where: { owner: { equals: owner } },
    sort: 'createdAt',
    depth: 0,
    limit: WISHLIST_MAX_ITEMS,
    pagination: false,
  });
  return docs.map(({ sku, productId }) => ({ sku, productId }));
}

export async function wishlistSkus(owner: string): Promise<string[]> {
  return (await wishlistItems(owner)).map((item) => item.sku);
}

/** Adds the sku once: adding it again, or twice at the same moment, keeps one row. */
export async function addToWishlist(owner: string, sku: string, productId: string): Promise<string[]> {
  const payload = await payloadClient();
  const current = await wishlistSkus(owner);
  if (current.includes(sku)) return current;
  if (current.length >= WISHLIST_MAX_ITEMS) throw new WishlistFullError();
  const key = itemKey(owner, sku);
  try {
    await payload.create({ collection: 'wishlist-items', data: { key, owner, sku, productId } });
  } catch (error) {
    const { totalDocs } = await payload.count({
      collection: 'wishlist-items',
      where: { key: { equals: key } },
    });
    if (totalDocs === 0) throw error;
  }
  return wishlistSkus(owner);
}

export async function removeFromWishlist(owner: string, sku: string): Promise<string[]> {
  const payload = await payloadClient();
  await payload.delete({ collection: 'wishlist-items', where: { key: { equals: itemKey(owner, sku) } } });
  return wishlistSkus(owner);
}

/**
 * At login: the visitor's items join the account's (kept once each, up to the list's limit); the visitor's
 * rows are then gone. Returns how many items joined.
 */
export async function joinWishlist(fromOwner: string, toOwner: string): Promise<number> {
  const payload = await payloadClient();
  const before = (await wishlistSkus(toOwner)).length;
  let after = before;
  for (const item of await wishlistItems(fromOwner)) {
    try {
      after = (await addToWishlist(toOwner, item.sku, item.productId)).length;
    } catch (error) {
      if (!(error instanceof WishlistFullError)) throw error;
    }
  }
  await payload.delete({ collection: 'wishlist-items', where: { owner: { equals: fromOwner } } });
  return after - before;
}
