import { createAccountHandlers } from '@/modules/accounts';
import { joinCart } from '@/modules/cart';
import { joinWishlist } from '@/modules/wishlist';

/** A login moves the visitor's basket and wishlist into the account. */
const accountHandlers = createAccountHandlers({ cart: joinCart, wishlist: joinWishlist });

export const dynamic = 'force-dynamic';
export const GET = accountHandlers.get;
export const POST = accountHandlers.post;
export const DELETE = accountHandlers.delete;
