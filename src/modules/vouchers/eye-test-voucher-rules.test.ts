import { describe, expect, it } from 'vitest';
import { redemptionRefusal } from './eye-test-voucher-rules';

const now = new Date('2026-11-25T10:00:00Z');
const valid = { status: 'issued' as const, validUntil: '2027-11-25T10:00:00.000Z' };

describe('redemptionRefusal', () => {
  it('lets an issued voucher be redeemed until its last moment', () => {
    expect(redemptionRefusal(valid, now)).toBeUndefined();
    expect(redemptionRefusal({ ...valid, validUntil: now.toISOString() }, now)).toBeUndefined();
  });

  it('refuses an unknown code, a second redemption, a cancelled and an expired voucher', () => {
    expect(redemptionRefusal(undefined, now)).toBe('unknown');
    expect(redemptionRefusal({ ...valid, status: 'redeemed' }, now)).toBe('alreadyRedeemed');
    expect(redemptionRefusal({ ...valid, status: 'cancelled' }, now)).toBe('cancelled');
    expect(redemptionRefusal({ ...valid, validUntil: '2026-11-25T09:59:59.999Z' }, now)).toBe('expired');
  });
});
