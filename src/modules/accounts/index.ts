export { createAccountHandlers } from './account-handlers';
export {
  createAccountPageRoute,
  forgotPasswordPageRoute,
  loginPageRoute,
  registerPageRoute,
  resetPasswordPageRoute,
  verifyEmailPageRoute,
} from './account-pages';
export { addressSchema, messageKeyOf } from './account-input';
export { closedPayloadEndpoint } from './closed-payload-endpoint';
export { isStaffRequest } from './staff-session';
export {
  LOGIN_COOKIE,
  currentCustomer,
  currentShopperKey,
  customerOf,
  customerOwnerKey,
  requestCustomer,
  shopperOwner,
} from './shopper';
