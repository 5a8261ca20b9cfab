export { wishlistHandlers } from './wishlist-handlers';
export { createWishlistPageRoute, type WishlistEntryAction } from './wishlist-page';
export { wishlistCardAction, wishlistOnProductPage } from './wishlist-on-catalogue';
export { WishlistProvider, useWishlist, WISHLIST_UPDATE_EVENT } from './WishlistProvider';
export { WishlistCount } from './WishlistCount';
export { joinWishlist } from './wishlist-store';
