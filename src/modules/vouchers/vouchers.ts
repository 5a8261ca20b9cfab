import type { Payload } from 'payload';
import { readableCode } from '@/platform/text/readable-code';
import { NEWSLETTER_EXCLUDED_BRANDS, NEWSLETTER_VOUCHER } from './voucher-rules';

const DAY_MS = 86_400_000;

export function newVoucherCode(prefix: string): string {
  return `${prefix}-${readableCode(8)}`;
}

export interface IssuedVoucher {
  code: string;
  validUntil: string;
  percentOff: number;
}

/**
 * The 10% newsletter voucher of one subscription; issued once (`issuedFor` is unique), so a repeated
 * confirmation answers the voucher already issued.
 */
export async function issueNewsletterVoucher(
  payload: Payload,
  { email, subscriptionId, now }: { email: string; subscriptionId: string | number; now: Date },
): Promise<IssuedVoucher> {
  const issuedFor = `newsletter-${subscriptionId}`;
  const existing = await payload.find({
    collection: 'vouchers',
    where: { issuedFor: { equals: issuedFor } },
    limit: 1,
    depth: 0,
  });
  const found = existing.docs[0];
  if (found) return { code: found.code, validUntil: found.validUntil, percentOff: found.percentOff ?? 0 };
  const voucher = await payload.create({
    collection: 'vouchers',
    data: {
      code: newVoucherCode('NL10'),
      kind: 'newsletter',
      email,
      percentOff: NEWSLETTER_VOUCHER.percentOff,
      validUntil: new Date(now.getTime() + NEWSLETTER_VOUCHER.validDays * DAY_MS).toISOString(),
      maxRedemptions: NEWSLETTER_VOUCHER.maxRedemptions,
      rules: { ...NEWSLETTER_VOUCHER, excludedBrands: NEWSLETTER_EXCLUDED_BRANDS },
      issuedFor,
    },
  });
  return { code: voucher.code, validUntil: voucher.validUntil, percentOff: voucher.percentOff ?? 0 };
}
