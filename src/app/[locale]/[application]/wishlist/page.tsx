import { cartOnWishlistEntry } from '@/modules/cart';
import { createWishlistPageRoute } from '@/modules/wishlist';

const wishlistPageRoute = createWishlistPageRoute(cartOnWishlistEntry);

export const generateMetadata = wishlistPageRoute.generateMetadata;
export default wishlistPageRoute.Page;
