export { wishlistRoutes } from './wishlist-routes';
export { wishlistPageRoute } from './wishlist-page-route';
export { wishlistCardAction, wishlistOnProductPage } from './wishlist-on-catalogue';
export { WishlistProvider, useWishlist, WISHLIST_UPDATE_EVENT } from './WishlistProvider';
export { WishlistCount } from './WishlistCount';
