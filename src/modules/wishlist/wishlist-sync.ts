import { WISHLIST_DEBOUNCE_MS } from './wishlist-constants';
import type { WishlistAction } from './wishlist-client';
import type { WishlistResponse } from './wishlist-response';

export interface WishlistChange {
  action: WishlistAction;
  sku: string;
  productId: string;
}

/**
 * Sends wishlist changes to the server, each sku's debounced 50 ms (spec §9): quick toggles of one item
 * send only the last. Success and failure are reported; nothing is rolled back (spec §4).
 */
export function createWishlistSync({
  send,
  onSent,
  onFailed,
}: {
  send: (change: WishlistChange) => Promise<WishlistResponse>;
  onSent: (change: WishlistChange, answer: WishlistResponse) => void;
  onFailed: (change: WishlistChange, error: unknown) => void;
}) {
  const pending = new Map<string, ReturnType<typeof setTimeout>>();
  return (change: WishlistChange) => {
    clearTimeout(pending.get(change.sku));
    pending.set(
      change.sku,
      setTimeout(() => {
        pending.delete(change.sku);
        send(change).then(
          (answer) => onSent(change, answer),
          (error: unknown) => onFailed(change, error),
        );
      }, WISHLIST_DEBOUNCE_MS),
    );
  };
}
