import { sumOf } from '@/platform/money/amounts';

/** Why a voucher code is not taken; each has its own message for the shopper. */
export type VoucherRefusal =
  'unknown' | 'expired' | 'used' | 'notFirstOrder' | 'notCombinable' | 'noEligibleItems';

/** The stored rules of a voucher (the `vouchers` collection). */
export interface VoucherTerms {
  code: string;
  percentOff: number;
  validUntil: string;
  maxRedemptions: number;
  rules: {
    firstOrderOnly?: boolean;
    excludesGiftCards?: boolean;
    excludedBrands?: readonly string[];
  };
}

export interface BasketLine {
  brandId: string;
  giftCard: boolean;
  lineTotal: number;
}

export interface VoucherSituation {
  now: Date;
  lines: readonly BasketLine[];
  /** uses recorded so far */
  redemptions: number;
  /** the shopper (account or address) has bought before */
  boughtBefore: boolean;
  /** another voucher is already on the order */
  otherVoucher: boolean;
}

export type VoucherOutcome = { discount: number; eligible: number } | { refusal: VoucherRefusal };

/**
 * The newsletter voucher rules of spec §9, in the order a shopper can do something about them: the
 * percentage off the lines it applies to (reduced items included; gift cards and excluded brands not),
 * rounded down to the cent so it never pays out more than those lines cost.
 */
export function checkVoucher(voucher: VoucherTerms | undefined, situation: VoucherSituation): VoucherOutcome {
  if (!voucher) return { refusal: 'unknown' };
  if (new Date(voucher.validUntil).getTime() < situation.now.getTime()) return { refusal: 'expired' };
  if (situation.redemptions >= voucher.maxRedemptions) return { refusal: 'used' };
  if (situation.otherVoucher) return { refusal: 'notCombinable' };
  if (voucher.rules.firstOrderOnly && situation.boughtBefore) return { refusal: 'notFirstOrder' };
  const excluded = new Set(voucher.rules.excludedBrands ?? []);
  const eligibleLines = situation.lines.filter(
    (line) => !(line.giftCard && voucher.rules.excludesGiftCards) && !excluded.has(line.brandId),
  );
  const eligible = sumOf(eligibleLines.map((line) => line.lineTotal));
  if (eligible <= 0) return { refusal: 'noEligibleItems' };
  const discount = Math.floor((Math.round(eligible * 100) * voucher.percentOff) / 100) / 100;
  return { discount, eligible };
}
