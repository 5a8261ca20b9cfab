import * as z from 'zod/mini';

/** Spec §5: the answer holds a wishlist array whose items have a non-empty sku. */
export const wishlistResponseSchema = z.object({
  wishlist: z.array(z.object({ sku: z.string().check(z.minLength(1)) })),
});

export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

export const wishlistResponse = (skus: readonly string[]): WishlistResponse => ({
  wishlist: skus.map((sku) => ({ sku })),
});
