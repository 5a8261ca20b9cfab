import {
  WISHLIST_FETCH_RETRIES,
  WISHLIST_FETCH_TIMEOUT_MS,
  WISHLIST_RETRY_DELAY_MS,
} from './wishlist-constants';
import { validate as isWishlistResponse } from './generated/wishlist-response-validator';
import type { WishlistResponse } from './wishlist-response';

export const INITIAL_FETCH_FAILED = 'Unable to fetch initial wishlist state';

export type WishlistAction = 'add' | 'remove';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One wishlist call: aborted after 5 s; a non-200 answer or one of the wrong shape is an error. */
export async function callWishlist(path: string): Promise<WishlistResponse> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), WISHLIST_FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(path, { credentials: 'same-origin', signal: controller.signal });
    if (response.status !== 200) throw new Error(`Invalid wishlist response ${response.status}`);
    const answer: unknown = await response.json();
    if (!isWishlistResponse(answer))
      throw new Error('Invalid wishlist response', { cause: isWishlistResponse.errors });
    return answer as WishlistResponse;
  } finally {
    clearTimeout(timer);
  }
}

export const wishlistChangePath = (action: WishlistAction, sku: string) =>
  `/data/wishlist/${action}/${encodeURIComponent(sku)}`;

/**
 * The visitor's wishlist when the page loads: tried once and retried 3 times 3 s apart (spec §9); after
 * that the failure is logged as "Unable to fetch initial wishlist state" and the answer is undefined.
 */
export async function fetchInitialWishlist(
  log: (message: string, error: unknown) => void,
): Promise<WishlistResponse | undefined> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= WISHLIST_FETCH_RETRIES; attempt += 1) {
    if (attempt > 0) await wait(WISHLIST_RETRY_DELAY_MS);
    try {
      return await callWishlist('/data/wishlist');
    } catch (error) {
      lastError = error;
    }
  }
  log(INITIAL_FETCH_FAILED, lastError);
  return undefined;
}
