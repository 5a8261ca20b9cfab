import { beforeAll, describe, expect, it } from 'vitest';
import { integrationPayload } from '@/payload/testing/integration-database';
import { MAX_CART_LINES } from './cart-constants';
import { addCartLines, cartLines, joinCart } from './cart-store';

beforeAll(integrationPayload);

const line = (sku: string) => ({ sku, productId: `product-${sku}`, quantity: 1 });

describe('cart lines in the database', () => {
  it('keep one line for an add retried or sent twice at once under its request key', async () => {
    await addCartLines('visitor:retry', [line('A')], 'key-1');
    await addCartLines('visitor:retry', [line('A')], 'key-1');
    await Promise.all([
      addCartLines('visitor:retry', [line('B')], 'key-2'),
      addCartLines('visitor:retry', [line('B')], 'key-2'),
    ]);
    expect((await cartLines('visitor:retry')).map((stored) => stored.sku)).toEqual(['A', 'B']);
  });

  it('keep every line of adds sent at once under different keys', async () => {
    await Promise.all(['C', 'D', 'E'].map((sku) => addCartLines('visitor:many', [line(sku)], `key-${sku}`)));
    expect((await cartLines('visitor:many')).map((stored) => stored.sku).sort()).toEqual(['C', 'D', 'E']);
  });

  it('answer a retried add that filled the cart without refusing it as full', async () => {
    const full = Array.from({ length: MAX_CART_LINES }, (_, index) => line(`R${index}`));
    await addCartLines('visitor:full', full, 'key-full');
    await addCartLines('visitor:full', full, 'key-full');
    expect(await cartLines('visitor:full')).toHaveLength(MAX_CART_LINES);
    await expect(addCartLines('visitor:full', [line('S')], 'key-more')).rejects.toThrow(/at most/);
  });

  it('keep one line when an add is retried after its line moved into the account', async () => {
    await addCartLines('visitor:moved', [line('M')], 'key-moved');
    expect(await joinCart('visitor:moved', 'customer:moved')).toBe(1);
    await addCartLines('visitor:moved', [line('M')], 'key-moved');
    expect(await cartLines('visitor:moved')).toEqual([]);
    expect((await cartLines('customer:moved')).map((stored) => stored.sku)).toEqual(['M']);
  });

  it('move into the account at login, as many as it has room for', async () => {
    await addCartLines('visitor:join', [line('F'), line('G')], 'key-join');
    const full = Array.from({ length: MAX_CART_LINES - 1 }, (_, index) => line(`H${index}`));
    await addCartLines('customer:join', full, 'key-account');
    expect(await joinCart('visitor:join', 'customer:join')).toBe(1);
    expect(await cartLines('customer:join')).toHaveLength(MAX_CART_LINES);
    expect((await cartLines('visitor:join')).map((stored) => stored.sku)).toEqual(['G']);
  });
});
