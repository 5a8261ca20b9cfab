export { issueNewsletterVoucher, type IssuedVoucher } from './vouchers';
export { NEWSLETTER_VOUCHER, NEWSLETTER_EXCLUDED_BRANDS } from './voucher-rules';
export { checkVoucher, type BasketLine, type VoucherRefusal, type VoucherTerms } from './voucher-check';
export {
  normaliseCode,
  redeemVoucher,
  redemptionsOf,
  releaseVoucher,
  voucherOfCode,
} from './voucher-redemption';
export { eyeTestRedemptionHandlers } from './eye-test-redemption-handlers';
export { eyeTestVouchersOfCustomer, eyeTestVouchersOfOrder, issueEyeTestVouchers } from './eye-test-vouchers';
export { queueEyeTestVoucherMail } from './eye-test-voucher-mail';
export { EyeTestVoucherList } from './EyeTestVoucherList';
export { eyeTestsOnAccountPage } from './eye-tests-on-account-page';
