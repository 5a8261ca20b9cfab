import { describe, expect, it, vi } from 'vitest';
import { invalidatedMemo } from './invalidated-memo';
import { notifyInvalidation } from './invalidation';

describe('invalidatedMemo', () => {
  it('loads each key once until its tag is invalidated', async () => {
    let loads = 0;
    const load = invalidatedMemo('memo-test-a', 'catalogue', async (key: string) => `${key}-${++loads}`);
    expect(await load('de')).toBe('de-1');
    expect(await load('de')).toBe('de-1');
    expect(await load('fr')).toBe('fr-2');
    notifyInvalidation('catalogue');
    expect(await load('de')).toBe('de-3');
  });

  it('forgets a failed load so the next call retries', async () => {
    let attempt = 0;
    const load = invalidatedMemo('memo-test-b', 'reviews', async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('database down');
      return 'loaded';
    });
    await expect(load('de')).rejects.toThrow('database down');
    expect(await load('de')).toBe('loaded');
  });

  it('does not keep a value that was loading while the tag was invalidated', async () => {
    let release!: () => void;
    let loads = 0;
    const load = invalidatedMemo('memo-test-c', 'pages', async () => {
      loads += 1;
      if (loads === 1) await new Promise<void>((resolve) => (release = resolve));
      return loads;
    });
    const first = load('de');
    notifyInvalidation('pages');
    release();
    expect(await first).toBe(1);
    expect(await load('de')).toBe(2);
  });

  it('loads again once a value is older than its maximum age', async () => {
    vi.useFakeTimers();
    try {
      let loads = 0;
      const load = invalidatedMemo('memo-test-d', 'reviews', async () => ++loads, { maxAgeMs: 30_000 });
      expect(await load('de')).toBe(1);
      vi.advanceTimersByTime(29_000);
      expect(await load('de')).toBe(1);
      vi.advanceTimersByTime(1_000);
      expect(await load('de')).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
