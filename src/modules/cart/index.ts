export { cartRoutes } from './cart-routes';
export { cartPageRoute } from './cart-page-route';
export { cartOnProductPage } from './cart-on-product-page';
export { CartProvider, useCart } from './CartProvider';
export { CartCount } from './CartCount';
