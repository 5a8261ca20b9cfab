import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callWishlist, fetchInitialWishlist, INITIAL_FETCH_FAILED } from './wishlist-client';

const answer = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

/** A fetch that never answers until aborted, as a hanging server. */
const hanging = (_url: string, init?: RequestInit) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

describe('wishlist client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('reads a valid answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(200, { wishlist: [{ sku: '100094-01' }] })),
    );
    await expect(callWishlist('/data/wishlist')).resolves.toEqual({ wishlist: [{ sku: '100094-01' }] });
  });

  it('raises "Invalid wishlist response {status}" on a non-200 answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(503, { message: 'down' })),
    );
    await expect(callWishlist('/data/wishlist')).rejects.toThrow('Invalid wishlist response 503');
  });

  it('refuses an answer without a wishlist array or with an empty sku', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(200, { items: [] })),
    );
    await expect(callWishlist('/data/wishlist')).rejects.toThrow();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(200, { wishlist: [{ sku: '' }] })),
    );
    await expect(callWishlist('/data/wishlist')).rejects.toThrow();
  });

  it('aborts a call after 5000 ms', async () => {
    vi.stubGlobal('fetch', vi.fn(hanging));
    const call = callWishlist('/data/wishlist');
    const outcome = expect(call).rejects.toThrow('aborted');
    await vi.advanceTimersByTimeAsync(4999);
    let settled = false;
    void call.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('retries the initial fetch 3 times, 3000 ms apart, then succeeds', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(() => answer(500, {}))
      .mockImplementationOnce(() => answer(502, {}))
      .mockImplementationOnce(() => answer(200, { wishlist: [{ sku: 'a-01' }] }));
    vi.stubGlobal('fetch', fetchMock);
    const log = vi.fn();
    const result = fetchInitialWishlist(log);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2999);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toEqual({ wishlist: [{ sku: 'a-01' }] });
    expect(log).not.toHaveBeenCalled();
  });

  it('gives up after the third retry and logs "Unable to fetch initial wishlist state"', async () => {
    const fetchMock = vi.fn(() => answer(500, {}));
    vi.stubGlobal('fetch', fetchMock);
    const log = vi.fn();
    const result = fetchInitialWishlist(log);
    await vi.advanceTimersByTimeAsync(3 * 3000);
    await expect(result).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(log).toHaveBeenCalledWith(
      INITIAL_FETCH_FAILED,
      expect.objectContaining({ message: 'Invalid wishlist response 500' }),
    );
    expect(INITIAL_FETCH_FAILED).toBe('Unable to fetch initial wishlist state');
  });

  it('counts a timed-out attempt as a failure and retries it', async () => {
    const fetchMock = vi
      .fn()
      .mockImplementationOnce(hanging)
      .mockImplementationOnce(() => answer(200, { wishlist: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const result = fetchInitialWishlist(vi.fn());
    await vi.advanceTimersByTimeAsync(5000 + 3000);
    await expect(result).resolves.toEqual({ wishlist: [] });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
