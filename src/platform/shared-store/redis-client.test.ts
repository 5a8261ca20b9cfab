import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../logging/logger';
import { createRedisClient, firstConnection, redisAddressForLogs, redisClient } from './redis-client';

vi.stubEnv('REDIS_URL', '');

describe('the Redis client', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is null without REDIS_URL', () => {
    expect(redisClient()).toBeNull();
  });

  it('names its address in logs without user name or password', () => {
    expect(redisAddressForLogs('redis://shop:s3cret@cache.internal:6380/2')).toBe(
      'redis://cache.internal:6380/2',
    );
    expect(redisAddressForLogs('rediss://:s3cret@cache.internal')).toBe('rediss://cache.internal');
    expect(redisAddressForLogs('not a url')).not.toContain('not a url');
  });

  it('logs an unreachable Redis once, without its password, and does not throw', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const client = createRedisClient('redis://:s3cret@127.0.0.1:1');
    try {
      await firstConnection(client);
      await expect(client.get('anything')).rejects.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(warn).toHaveBeenCalledTimes(1);
      expect(JSON.stringify(warn.mock.calls)).not.toContain('s3cret');
      expect(JSON.stringify(warn.mock.calls)).toContain('redis://127.0.0.1:1');
    } finally {
      client.disconnect();
    }
  });
});
