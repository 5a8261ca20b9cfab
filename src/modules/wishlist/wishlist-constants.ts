/** Spec §9: the initial wishlist fetch gives up after 5 s and is retried 3 times, 3 s apart. */
export const WISHLIST_FETCH_TIMEOUT_MS = 5000;
export const WISHLIST_FETCH_RETRIES = 3;
export const WISHLIST_RETRY_DELAY_MS = 3000;
/** Spec §9: each add or remove call is debounced 50 ms. */
export const WISHLIST_DEBOUNCE_MS = 50;

/** The most items one wishlist keeps; more is refused with a message. */
export const WISHLIST_MAX_ITEMS = 100;
