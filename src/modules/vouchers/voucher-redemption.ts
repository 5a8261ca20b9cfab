import type { Payload } from 'payload';
import type { VoucherTerms } from './voucher-check';

export const normaliseCode = (code: string) => code.trim().toUpperCase();

/** The voucher of a code, with its rules, if the shop issued it. */
export async function voucherOfCode(payload: Payload, code: string): Promise<VoucherTerms | undefined> {
  const { docs } = await payload.find({
    collection: 'vouchers',
    where: { code: { equals: normaliseCode(code) } },
    limit: 1,
    depth: 0,
  });
  const voucher = docs[0];
  if (!voucher) return undefined;
  return {
    code: voucher.code,
    percentOff: voucher.percentOff ?? 0,
    validUntil: voucher.validUntil,
    maxRedemptions: voucher.maxRedemptions,
    rules: (voucher.rules ?? {}) as VoucherTerms['rules'],
  };
}

export async function redemptionsOf(payload: Payload, code: string): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: 'voucher-redemptions',
    where: { code: { equals: normaliseCode(code) } },
  });
  return totalDocs;
}

/**
 * Takes the next use of the voucher for an order. Each use has its own unique key, so of many orders
 * taking the last use at once exactly one succeeds; false when no use is left.
 */
export async function redeemVoucher(
  payload: Payload,
  voucher: VoucherTerms,
  orderNumber: string,
): Promise<boolean> {
  for (let use = (await redemptionsOf(payload, voucher.code)) + 1; use <= voucher.maxRedemptions; use += 1) {
    try {
      await payload.create({
        collection: 'voucher-redemptions',
        data: { key: `${voucher.code}#${use}`, code: voucher.code, orderNumber },
      });
      await payload.update({
        collection: 'vouchers',
        where: { code: { equals: voucher.code } },
        data: { redeemedAt: new Date().toISOString() },
      });
      return true;
    } catch {
      // that use was taken by another order just now: try the next one
    }
  }
  return false;
}

/** Gives an unpaid order's use back. */
export async function releaseVoucher(payload: Payload, code: string, orderNumber: string): Promise<void> {
  await payload.delete({
    collection: 'voucher-redemptions',
    where: { and: [{ code: { equals: normaliseCode(code) } }, { orderNumber: { equals: orderNumber } }] },
  });
  if ((await redemptionsOf(payload, code)) === 0) {
    await payload.update({
      collection: 'vouchers',
      where: { code: { equals: normaliseCode(code) } },
      data: { redeemedAt: null },
    });
  }
}
