export { checkoutHandlers } from './checkout-handlers';
export { returnHandlers } from './return-handlers';
export { checkoutPageRoute, confirmationPageRoute, paymentPageRoute } from './checkout-pages';
export { ordersOnAccountPage } from './account-orders';
export { bestsellingProducts } from './bestsellers';
export { startAbandonedOrderJobOfServer } from './abandoned-order-job';
