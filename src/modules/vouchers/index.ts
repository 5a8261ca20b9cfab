export { issueNewsletterVoucher, type IssuedVoucher } from './vouchers';
export { checkVoucher, type VoucherRefusal, type VoucherTerms } from './voucher-check';
export { redeemVoucher, redemptionsOf, releaseVoucher, voucherOfCode } from './voucher-redemption';
export { eyeTestRedemptionHandlers } from './eye-test-redemption-handlers';
export { eyeTestVouchersOfOrder, issueEyeTestVouchers } from './eye-test-vouchers';
export { queueEyeTestVoucherMail } from './eye-test-voucher-mail';
export { EyeTestVoucherList } from './EyeTestVoucherList';
export { eyeTestsOnAccountPage } from './eye-tests-on-account-page';
