import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../logging/logger';
import { createRedisClient } from './redis-client';
import { sharedTtlCache } from './ttl-cache';

vi.stubEnv('REDIS_URL', '');

describe('ttl caches', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keep their entries in this process without Redis', async () => {
    const cache = sharedTtlCache<string>({ name: 'test', max: 2, ttlMs: 1_000 });
    expect(cache).toMatchObject({ name: 'test', max: 2, ttl: 1_000, shared: false });
    expect(await cache.get('a')).toBeUndefined();
    await cache.set('a', 'A');
    expect(await cache.get('a')).toBe('A');
  });

  it('drop entries after their ttl', async () => {
    // lru-cache ages entries by the performance object it saw at import: keep that one and drive its clock.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.spyOn(performance, 'now').mockImplementation(() => Date.now());
    const cache = sharedTtlCache<{ html: string }>({ name: 'test', max: 10, ttlMs: 900_000 }, null);
    await cache.set('de-DE|shop-de', { html: '<footer/>' });
    vi.advanceTimersByTime(899_000);
    expect(await cache.get('de-DE|shop-de')).toEqual({ html: '<footer/>' });
    vi.advanceTimersByTime(2_000);
    expect(await cache.get('de-DE|shop-de')).toBeUndefined();
  });

  it('keep at most max entries, least recently used going first', async () => {
    const cache = sharedTtlCache<string>({ name: 'test', max: 2, ttlMs: 60_000 }, null);
    await cache.set('a', 'A');
    await cache.set('b', 'B');
    await cache.get('a');
    await cache.set('c', 'C');
    expect([await cache.get('a'), await cache.get('b'), await cache.get('c')]).toEqual(['A', undefined, 'C']);
  });

  describe('with a Redis that does not answer', () => {
    const client = createRedisClient('redis://127.0.0.1:1');
    afterAll(() => client.disconnect());

    it('answer misses, lose writes, never throw, and warn once', async () => {
      const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
      const cache = sharedTtlCache<string>({ name: 'test', max: 2, ttlMs: 60_000 }, client);
      expect(cache.shared).toBe(true);
      await cache.set('a', 'A');
      expect(await cache.get('a')).toBeUndefined();
      expect(await cache.get('a')).toBeUndefined();
      const cacheWarnings = warn.mock.calls.filter(
        ([fields]) => (fields as { cache?: string }).cache === 'test',
      );
      expect(cacheWarnings).toHaveLength(1);
    });
  });
});
