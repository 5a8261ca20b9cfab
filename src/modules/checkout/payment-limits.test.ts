import { describe, expect, it } from 'vitest';
import {
  countDecline,
  countPendingOrder,
  DECLINES_PER_CLIENT,
  mayStartPayment,
  PENDING_ORDERS_PER_CLIENT,
} from './payment-limits';

describe('payment limits per client', () => {
  it('refuses another payment once a client has this many orders waiting at the provider', async () => {
    for (let order = 1; order < PENDING_ORDERS_PER_CLIENT; order += 1)
      await countPendingOrder('198.51.100.1');
    expect(await mayStartPayment('198.51.100.1')).toBe(true);
    await countPendingOrder('198.51.100.1');
    expect(await mayStartPayment('198.51.100.1')).toBe(false);
    expect(await mayStartPayment('198.51.100.2')).toBe(true);
  });

  it('refuses another payment after this many declines, so cards cannot be tried out one by one', async () => {
    for (let decline = 1; decline < DECLINES_PER_CLIENT; decline += 1) await countDecline('198.51.100.3');
    expect(await mayStartPayment('198.51.100.3')).toBe(true);
    await countDecline('198.51.100.3');
    await countDecline('198.51.100.3');
    expect(await mayStartPayment('198.51.100.3')).toBe(false);
    expect(await mayStartPayment('198.51.100.4')).toBe(true);
  });
});
