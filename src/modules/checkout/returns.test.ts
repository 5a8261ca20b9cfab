import { describe, expect, it } from 'vitest';
import { returnDeadline, returnable } from './returns';

const placedAt = '2026-11-01T10:00:00.000Z';

describe('the 30-day money-back guarantee', () => {
  it('runs 30 days from delivery', () => {
    const order = {
      status: 'delivered' as const,
      placedAt,
      paidAt: placedAt,
      deliveredAt: '2026-11-04T10:00:00.000Z',
    };
    expect(returnDeadline(order).toISOString()).toBe('2026-12-04T10:00:00.000Z');
    expect(returnable(order, new Date('2026-12-04T09:00:00Z'))).toBe(true);
    expect(returnable(order, new Date('2026-12-04T11:00:00Z'))).toBe(false);
  });

  it('counts from payment while the order is on its way', () => {
    const order = {
      status: 'shipped' as const,
      placedAt,
      paidAt: '2026-11-02T10:00:00.000Z',
      deliveredAt: null,
    };
    expect(returnDeadline(order).toISOString()).toBe('2026-12-02T10:00:00.000Z');
  });

  it('is not for orders that were not bought or already returned', () => {
    const now = new Date('2026-11-02T00:00:00Z');
    for (const status of ['awaitingPayment', 'paymentFailed', 'cancelled', 'returned'] as const) {
      expect(returnable({ status, placedAt, paidAt: placedAt, deliveredAt: null }, now)).toBe(false);
    }
  });
});
