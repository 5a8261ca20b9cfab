import { afterAll, describe, expect, it, vi } from 'vitest';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { logger } from '../logging/logger';
import { createRateLimiter, rateLimiterOnFirstUse } from './rate-limiter';
import { createRedisClient } from './redis-client';

vi.stubEnv('REDIS_URL', '');

async function refusal(promise: Promise<unknown>): Promise<RateLimiterRes> {
  const outcome = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(outcome).toBeInstanceOf(RateLimiterRes);
  return outcome as RateLimiterRes;
}

describe('rate limiters', () => {
  it('count in memory without Redis', () => {
    expect(createRateLimiter({ keyPrefix: 'test', points: 3, duration: 60 })).toBeInstanceOf(
      RateLimiterMemory,
    );
    expect(rateLimiterOnFirstUse({ keyPrefix: 'test', points: 3, duration: 60 })()).toBeInstanceOf(
      RateLimiterMemory,
    );
  });

  it('allow the points per key, then refuse until the duration ends', async () => {
    const limiter = createRateLimiter({ keyPrefix: 'test', points: 3, duration: 60 }, null);
    for (let i = 1; i <= 3; i += 1) expect((await limiter.consume('ada')).consumedPoints).toBe(i);
    const refused = await refusal(limiter.consume('ada'));
    expect(refused.remainingPoints).toBe(0);
    expect(refused.msBeforeNext).toBeGreaterThan(59_000);
    expect((await limiter.consume('bea')).consumedPoints).toBe(1);
    await limiter.delete('ada');
    expect((await limiter.consume('ada')).consumedPoints).toBe(1);
  });

  it('block a key for blockDuration once it is over its points', async () => {
    vi.useFakeTimers();
    try {
      const limiter = createRateLimiter(
        { keyPrefix: 'test', points: 2, duration: 10, blockDuration: 120 },
        null,
      );
      await limiter.consume('ada');
      await limiter.consume('ada');
      expect((await refusal(limiter.consume('ada'))).msBeforeNext).toBeGreaterThan(119_000);
      vi.advanceTimersByTime(60_000);
      await refusal(limiter.consume('ada'));
      vi.advanceTimersByTime(61_000);
      expect((await limiter.consume('ada')).consumedPoints).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is created once on first use', () => {
    const limiter = rateLimiterOnFirstUse({ keyPrefix: 'test', points: 1, duration: 1 });
    expect(limiter()).toBe(limiter());
  });

  describe('with a Redis that does not answer', () => {
    const client = createRedisClient('redis://127.0.0.1:1');
    afterAll(() => client.disconnect());

    it('still limit, in memory on this instance', async () => {
      vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
      const limiter = createRateLimiter({ keyPrefix: 'test', points: 3, duration: 60 }, client);
      expect(limiter).toBeInstanceOf(RateLimiterRedis);
      for (let i = 1; i <= 3; i += 1) expect((await limiter.consume('ada')).consumedPoints).toBe(i);
      await refusal(limiter.consume('ada'));
      expect((await limiter.get('ada'))?.consumedPoints).toBe(4);
      expect(await limiter.delete('ada')).toBe(true);
      expect((await limiter.consume('ada')).consumedPoints).toBe(1);
    });
  });
});
