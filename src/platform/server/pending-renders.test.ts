import { afterEach, describe, expect, it, vi } from 'vitest';
import { PendingRenders } from './pending-renders';

afterEach(() => vi.useRealTimers());

describe('PendingRenders', () => {
  it('has nothing to wait for while no render of the key is under way', () => {
    const renders = new PendingRenders(1000);
    expect(renders.waitFor('/')).toBeUndefined();
    renders.begin('/l/pg/100');
    expect(renders.waitFor('/')).toBeUndefined();
  });

  it('lets every request that arrives during a render wait for its end', async () => {
    const renders = new PendingRenders(10_000);
    const end = renders.begin('/');
    const waited: number[] = [];
    const waits = [1, 2, 3].map((visitor) => renders.waitFor('/')!.then(() => waited.push(visitor)));
    await Promise.resolve();
    expect(waited).toEqual([]);
    end();
    await Promise.all(waits);
    expect(waited).toEqual([1, 2, 3]);
    expect(renders.waitFor('/')).toBeUndefined();
  });

  it('stops waiting for a render that does not end within the longest wait', async () => {
    vi.useFakeTimers();
    const renders = new PendingRenders(5000);
    renders.begin('/');
    let settled = false;
    void renders.waitFor('/')!.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('keeps a newer render of the key when an older one ends', () => {
    const renders = new PendingRenders(1000);
    const endOlder = renders.begin('/');
    renders.begin('/');
    endOlder();
    expect(renders.waitFor('/')).toBeDefined();
  });
});
