export { checkoutHandlers } from './checkout-routes';
export { returnHandlers } from './return-routes';
export { checkoutPageRoute, confirmationPageRoute, paymentPageRoute } from './checkout-pages';
export { ordersOnAccountPage } from './account-orders';
export { bestsellingProducts } from './bestsellers';
export { startAbandonedOrderJobOfServer } from './abandoned-order-job';
