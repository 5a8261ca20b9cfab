import type { Payload } from 'payload';
import type { EyeTestVoucher } from '@/payload/payload-types';
import { sql, updatedAny } from '@/payload/conditional-update';
import { readableCode } from '@/platform/text/readable-code';
import {
  EYE_TEST_VOUCHER_VALID_DAYS,
  redemptionRefusal,
  type RedemptionRefusal,
} from './eye-test-voucher-rules';

const DAY_MS = 86_400_000;

export interface VoucherOrder {
  orderNumber: string;
  email: string;
  customer?: number | string | { id: number | string } | null;
}

const customerId = (customer: VoucherOrder['customer']) =>
  customer && typeof customer === 'object' ? customer.id : (customer ?? undefined);

export const newEyeTestCode = () => {
  const code = readableCode(8);
  return `KL-${code.slice(0, 4)}-${code.slice(4)}`;
};

export async function eyeTestVouchersOfOrder(
  payload: Payload,
  orderNumber: string,
): Promise<EyeTestVoucher[]> {
  const { docs } = await payload.find({
    collection: 'eye-test-vouchers',
    where: { orderNumber: { equals: orderNumber } },
    sort: 'issueKey',
    depth: 0,
    pagination: false,
  });
  return docs;
}

export async function eyeTestVouchersOfCustomer(
  payload: Payload,
  customer: number | string,
): Promise<EyeTestVoucher[]> {
  const { docs } = await payload.find({
    collection: 'eye-test-vouchers',
    where: { customer: { equals: customer } },
    sort: '-createdAt',
    depth: 0,
    limit: 50,
  });
  return docs;
}

/**
 * One voucher per contact-lens eye test a paid order bought. Each has its key (`order#n`), so issuing
 * again (a retried payment callback) makes no second voucher; answers the order's vouchers.
 */
export async function issueEyeTestVouchers(
  payload: Payload,
  order: VoucherOrder,
  count: number,
  now: Date,
): Promise<EyeTestVoucher[]> {
  for (let number = 1; number <= count; number += 1) {
    const issueKey = `${order.orderNumber}#${number}`;
    const { totalDocs } = await payload.count({
      collection: 'eye-test-vouchers',
      where: { issueKey: { equals: issueKey } },
    });
    if (totalDocs > 0) continue;
    await payload.create({
      collection: 'eye-test-vouchers',
      data: {
        code: newEyeTestCode(),
        issueKey,
        orderNumber: order.orderNumber,
        customer: customerId(order.customer) as number | undefined,
        email: order.email,
        status: 'issued',
        validUntil: new Date(now.getTime() + EYE_TEST_VOUCHER_VALID_DAYS * DAY_MS).toISOString(),
      },
    });
  }
  return eyeTestVouchersOfOrder(payload, order.orderNumber);
}

export const normaliseEyeTestCode = (code: string) => code.trim().toUpperCase().replace(/\s+/g, '');

/**
 * Marks a voucher redeemed by an optician, once: one conditional update, so of two tills that try the
 * same code at the same moment exactly one succeeds; the other is told it was already redeemed.
 */
export async function redeemEyeTestVoucher(
  payload: Payload,
  code: string,
  opticianId: number | string,
  now: Date,
): Promise<{ redeemed: EyeTestVoucher } | { refusal: RedemptionRefusal }> {
  const normalised = normaliseEyeTestCode(code);
  const changed = await updatedAny(
    payload,
    sql`UPDATE eye_test_vouchers SET status = 'redeemed', redeemed_at = ${now.toISOString()},
      redeemed_by_id = ${opticianId}, updated_at = ${now.toISOString()}
      WHERE code = ${normalised} AND status = 'issued' AND valid_until >= ${now.toISOString()} RETURNING id`,
  );
  const { docs } = await payload.find({
    collection: 'eye-test-vouchers',
    where: { code: { equals: normalised } },
    limit: 1,
    depth: 0,
  });
  const voucher = docs[0];
  if (changed && voucher) return { redeemed: voucher };
  return { refusal: redemptionRefusal(voucher, now) ?? 'alreadyRedeemed' };
}
