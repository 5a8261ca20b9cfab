import { describe, expect, it } from 'vitest';
import { checkVoucher, type VoucherSituation, type VoucherTerms } from './voucher-check';
import { NEWSLETTER_EXCLUDED_BRANDS, NEWSLETTER_VOUCHER } from './voucher-rules';

const now = new Date('2026-11-25T10:00:00Z');
const newsletterVoucher: VoucherTerms = {
  code: 'NL10-ABCDEFGH',
  percentOff: NEWSLETTER_VOUCHER.percentOff,
  validUntil: '2026-12-20T10:00:00Z',
  maxRedemptions: 1,
  rules: { ...NEWSLETTER_VOUCHER, excludedBrands: NEWSLETTER_EXCLUDED_BRANDS },
};
const situation = (change: Partial<VoucherSituation> = {}): VoucherSituation => ({
  now,
  lines: [{ brandId: 'atelier-nord', giftCard: false, lineTotal: 129.95 }],
  redemptions: 0,
  boughtBefore: false,
  otherVoucher: false,
  ...change,
});

describe('the newsletter voucher (spec §9)', () => {
  it('takes 10% off a first order', () => {
    expect(checkVoucher(newsletterVoucher, situation())).toEqual({ discount: 12.99, eligible: 129.95 });
  });

  it('applies to reduced items like any other', () => {
    const lines = [{ brandId: 'atelier-nord', giftCard: false, lineTotal: 59.5 }];
    expect(checkVoucher(newsletterVoucher, situation({ lines }))).toEqual({ discount: 5.95, eligible: 59.5 });
  });

  it('leaves gift cards and the excluded brands out of the discount', () => {
    const lines = [
      { brandId: 'atelier-nord', giftCard: false, lineTotal: 100 },
      { brandId: 'nordlicht', giftCard: false, lineTotal: 200 },
      { brandId: 'atelier-nord', giftCard: true, lineTotal: 50 },
    ];
    expect(checkVoucher(newsletterVoucher, situation({ lines }))).toEqual({ discount: 10, eligible: 100 });
  });

  it('never gives more than the eligible lines cost (no cash payout), rounding down to the cent', () => {
    const lines = [{ brandId: 'atelier-nord', giftCard: false, lineTotal: 0.05 }];
    expect(checkVoucher(newsletterVoucher, situation({ lines }))).toEqual({ discount: 0, eligible: 0.05 });
  });

  it.each([
    ['an unknown code', undefined, situation(), 'unknown'],
    ['after its 30 days', newsletterVoucher, situation({ now: new Date('2026-12-21T00:00:00Z') }), 'expired'],
    ['a second time', newsletterVoucher, situation({ redemptions: 1 }), 'used'],
    ['with another voucher', newsletterVoucher, situation({ otherVoucher: true }), 'notCombinable'],
    ['after a first order', newsletterVoucher, situation({ boughtBefore: true }), 'notFirstOrder'],
    [
      'on excluded brands only',
      newsletterVoucher,
      situation({ lines: [{ brandId: 'helioform', giftCard: false, lineTotal: 90 }] }),
      'noEligibleItems',
    ],
    [
      'on a gift card only',
      newsletterVoucher,
      situation({ lines: [{ brandId: 'atelier-nord', giftCard: true, lineTotal: 50 }] }),
      'noEligibleItems',
    ],
  ] as const)('is refused %s', (_name, voucher, given, refusal) => {
    expect(checkVoucher(voucher, given)).toEqual({ refusal });
  });

  it('is still valid on its last day', () => {
    expect(
      checkVoucher(newsletterVoucher, situation({ now: new Date('2026-12-20T09:59:59Z') })),
    ).toHaveProperty('discount');
  });
});
