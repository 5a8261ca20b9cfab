export { issueNewsletterVoucher, type IssuedVoucher } from './vouchers';
export { NEWSLETTER_VOUCHER, NEWSLETTER_EXCLUDED_BRANDS } from './voucher-rules';
