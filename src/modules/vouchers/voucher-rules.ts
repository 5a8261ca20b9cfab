/** Spec §9 "Newsletter voucher": the rules stored on every newsletter voucher, enforced at checkout. */
export const NEWSLETTER_VOUCHER = {
  percentOff: 10,
  validDays: 30,
  maxRedemptions: 1,
  firstOrderOnly: true,
  appliesToSaleItems: true,
  excludesGiftCards: true,
  combinable: false,
  cashPayout: false,
} as const;

/** Brands the newsletter discount does not apply to (the legal note's "selected brands"). */
export const NEWSLETTER_EXCLUDED_BRANDS: readonly string[] = ['helioform', 'nordlicht'];
