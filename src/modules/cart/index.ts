export { cartRoutes } from './cart-routes';
export { cartPageRoute } from './cart-page-route';
export { cartOnProductPage } from './cart-on-product-page';
export { CartProvider, useCart } from './CartProvider';
export { CartCount } from './CartCount';
export { joinCart, cartLines, removeLines } from './cart-store';
export { cartView, type CartView, type CartLineView } from './cart-view';
export { SHIPPING } from './cart-constants';
export { cartOnWishlistEntry } from './cart-on-wishlist';
