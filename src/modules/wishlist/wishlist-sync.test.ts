import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWishlistSync, type WishlistChange } from './wishlist-sync';

describe('wishlist sync', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (
    send = vi.fn((change: WishlistChange) => Promise.resolve({ wishlist: [{ sku: change.sku }] })),
  ) => {
    const onSent = vi.fn();
    const onFailed = vi.fn();
    return { send, onSent, onFailed, schedule: createWishlistSync({ send, onSent, onFailed }) };
  };

  it('sends a change 50 ms after the last call for that sku', async () => {
    const { send, onSent, schedule } = setup();
    schedule({ action: 'add', sku: 'a-01', productId: 'a' });
    await vi.advanceTimersByTimeAsync(49);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledWith({ action: 'add', sku: 'a-01', productId: 'a' });
    expect(onSent).toHaveBeenCalledWith(
      { action: 'add', sku: 'a-01', productId: 'a' },
      { wishlist: [{ sku: 'a-01' }] },
    );
  });

  it('sends only the last of quick toggles of one sku', async () => {
    const { send, schedule } = setup();
    schedule({ action: 'add', sku: 'a-01', productId: 'a' });
    await vi.advanceTimersByTimeAsync(30);
    schedule({ action: 'remove', sku: 'a-01', productId: 'a' });
    await vi.advanceTimersByTimeAsync(50);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ action: 'remove', sku: 'a-01', productId: 'a' });
  });

  it('debounces each sku on its own', async () => {
    const { send, schedule } = setup();
    schedule({ action: 'add', sku: 'a-01', productId: 'a' });
    schedule({ action: 'add', sku: 'b-01', productId: 'b' });
    await vi.advanceTimersByTimeAsync(50);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('reports a failed call without sending anything else', async () => {
    const failure = new Error('Invalid wishlist response 503');
    const { onSent, onFailed, schedule } = setup(vi.fn(() => Promise.reject(failure)));
    schedule({ action: 'remove', sku: 'a-01', productId: 'a' });
    await vi.advanceTimersByTimeAsync(50);
    expect(onFailed).toHaveBeenCalledWith({ action: 'remove', sku: 'a-01', productId: 'a' }, failure);
    expect(onSent).not.toHaveBeenCalled();
  });
});
