import { createAccountRoutes } from '@/modules/accounts';
import { joinCart } from '@/modules/cart';
import { joinWishlist } from '@/modules/wishlist';

/** A login moves the visitor's basket and wishlist into the account. */
const accountRoutes = createAccountRoutes({ cart: joinCart, wishlist: joinWishlist });

export const dynamic = 'force-dynamic';
export const GET = accountRoutes.get;
export const POST = accountRoutes.post;
export const DELETE = accountRoutes.delete;
