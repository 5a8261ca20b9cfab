/** Plain values the voucher collections share with the module (docs/architecture.md). */
export const VOUCHER_KINDS = ['newsletter', 'eyeTest'] as const;

export const EYE_TEST_VOUCHER_STATUSES = ['issued', 'redeemed', 'cancelled'] as const;
