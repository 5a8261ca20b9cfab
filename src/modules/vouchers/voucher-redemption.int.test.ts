import { describe, expect, it } from 'vitest';
import { integrationPayload } from '@/payload/testing/integration-database';
import { redeemVoucher, redemptionsOf, releaseVoucher, voucherOfCode } from './voucher-redemption';

const payload = await integrationPayload();

async function voucher(code: string, maxRedemptions: number) {
  await payload.create({
    collection: 'vouchers',
    data: {
      code,
      kind: 'newsletter',
      percentOff: 10,
      validUntil: new Date(Date.now() + 86_400_000).toISOString(),
      maxRedemptions,
    },
  });
  return (await voucherOfCode(payload, code))!;
}

describe('a voucher in the database', () => {
  it('is redeemed by exactly one of several orders taking its last use at once', async () => {
    const terms = await voucher('RACE-ONCE', 1);
    const taken = await Promise.all(
      ['1001', '1002', '1003'].map((order) => redeemVoucher(payload, terms, order)),
    );
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await redemptionsOf(payload, 'race-once')).toBe(1);
  });

  it('serves as many orders as it has uses, and gets an unpaid order’s use back', async () => {
    const terms = await voucher('RACE-TWICE', 2);
    const taken = await Promise.all(
      ['2001', '2002', '2003'].map((order) => redeemVoucher(payload, terms, order)),
    );
    expect(taken.filter(Boolean)).toHaveLength(2);
    const winner = ['2001', '2002', '2003'][taken.indexOf(true)]!;
    await releaseVoucher(payload, 'RACE-TWICE', winner);
    expect(await redemptionsOf(payload, 'RACE-TWICE')).toBe(1);
    expect(await redeemVoucher(payload, terms, '2004')).toBe(true);
    expect(await redeemVoucher(payload, terms, '2005')).toBe(false);
  });
});
