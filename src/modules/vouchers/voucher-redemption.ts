import type { Payload } from 'payload';
import { rowsOf, sql, type Database } from '@/payload/conditional-update';
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

export async function redemptionsOf(db: Database, code: string): Promise<number> {
  const [row] = await rowsOf<{ uses: number | string }>(
    db,
    sql`SELECT COUNT(*) AS uses FROM voucher_redemptions WHERE code = ${normaliseCode(code)}`,
  );
  return Number(row?.uses ?? 0);
}

/**
 * Takes the next use of the voucher for an order. Each use has its own unique key, so of many orders
 * taking the last use at once exactly one succeeds; false when no use is left. Raw statements only, so
 * that it can be part of the order's reservation transaction.
 */
export async function redeemVoucher(
  db: Database,
  voucher: VoucherTerms,
  orderNumber: string,
): Promise<boolean> {
  const now = new Date().toISOString();
  if ((await redemptionsOf(db, voucher.code)) >= voucher.maxRedemptions) return false;
  // from the first use on: an unpaid order may have given back a use below the ones still taken
  for (let use = 1; use <= voucher.maxRedemptions; use += 1) {
    const taken = await rowsOf(
      db,
      sql`INSERT INTO voucher_redemptions (key, code, order_number, updated_at, created_at)
        VALUES (${`${voucher.code}#${use}`}, ${voucher.code}, ${orderNumber}, ${now}, ${now})
        ON CONFLICT (key) DO NOTHING RETURNING id`,
    );
    if (taken.length === 0) continue; // that use was taken by another order just now: try the next one
    await rowsOf(db, sql`UPDATE vouchers SET redeemed_at = ${now} WHERE code = ${voucher.code}`);
    return true;
  }
  return false;
}

/** Gives an unpaid order's use back. */
export async function releaseVoucher(db: Database, code: string, orderNumber: string): Promise<void> {
  const voucherCode = normaliseCode(code);
  await rowsOf(
    db,
    sql`DELETE FROM voucher_redemptions WHERE code = ${voucherCode} AND order_number = ${orderNumber}`,
  );
  await rowsOf(
    db,
    sql`UPDATE vouchers SET redeemed_at = NULL WHERE code = ${voucherCode}
      AND NOT EXISTS (SELECT 1 FROM voucher_redemptions WHERE code = ${voucherCode})`,
  );
}
