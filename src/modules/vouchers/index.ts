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
