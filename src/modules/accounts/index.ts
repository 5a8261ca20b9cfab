export { createAccountHandlers } from './account-handlers';
export type { AfterLogin } from './account-service';
export {
  createAccountPageRoute,
  forgotPasswordPageRoute,
  loginPageRoute,
  registerPageRoute,
  resetPasswordPageRoute,
  verifyEmailPageRoute,
  type AccountSection,
} from './account-pages';
export { addressSchema, messageKeyOf, type AddressInput } from './account-input';
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
