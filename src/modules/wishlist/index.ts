export { wishlistHandlers } from './wishlist-handlers';
export { createWishlistPageRoute } from './wishlist-page';
export { wishlistCardAction, wishlistOnProductPage } from './wishlist-on-catalogue';
export { WishlistProvider } from './WishlistProvider';
export { WishlistCount } from './WishlistCount';
export { joinWishlist } from './wishlist-store';
