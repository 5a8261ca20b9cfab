import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelayMs } from './mail-status';

describe('mail retries', () => {
  it('wait 30 s after the first failure, doubling up to an hour', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it('give up after attempts spread over more than an hour', () => {
    const waited = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, index) => retryDelayMs(index + 1));
    expect(waited.reduce((sum, delay) => sum + delay, 0)).toBeGreaterThan(3_600_000);
  });
});
