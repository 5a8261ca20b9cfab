import type { EYE_TEST_VOUCHER_STATUSES } from './voucher-constants';

type EyeTestVoucherStatus = (typeof EYE_TEST_VOUCHER_STATUSES)[number];

/** An eye-test voucher can be redeemed for a year; the spec recommends an eye test every two years. */
export const EYE_TEST_VOUCHER_VALID_DAYS = 365;

export type RedemptionRefusal = 'unknown' | 'alreadyRedeemed' | 'expired' | 'cancelled';

/** Why a voucher in this state cannot be redeemed now, or undefined when it can. */
export function redemptionRefusal(
  voucher: { status: EyeTestVoucherStatus; validUntil: string } | undefined,
  now: Date,
): RedemptionRefusal | undefined {
  if (!voucher) return 'unknown';
  if (voucher.status === 'redeemed') return 'alreadyRedeemed';
  if (voucher.status === 'cancelled') return 'cancelled';
  if (new Date(voucher.validUntil).getTime() < now.getTime()) return 'expired';
  return undefined;
}
