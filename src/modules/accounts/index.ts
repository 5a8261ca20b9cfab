export { accountRoutes } from './account-routes';
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
