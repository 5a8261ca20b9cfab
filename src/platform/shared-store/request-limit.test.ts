import { describe, expect, it, vi } from 'vitest';
import { requestLimit, secondsToWait } from './request-limit';

vi.stubEnv('REDIS_URL', '');

describe('request limits', () => {
  it('allow the points per key, then tell how long to wait', async () => {
    const limit = requestLimit({ keyPrefix: 'test-wait', points: 2, duration: 600 });
    expect(await limit.secondsToWait('198.51.100.7')).toBe(0);
    expect(await limit.secondsToWait('198.51.100.7')).toBe(0);
    const seconds = await limit.secondsToWait('198.51.100.7');
    expect(seconds).toBeGreaterThan(590);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(await limit.secondsToWait('198.51.100.8')).toBe(0);
  });

  it('refuse when any of the keys is over, without counting the later ones', async () => {
    const byClient = requestLimit({ keyPrefix: 'test-client', points: 1, duration: 60 });
    const byEmail = requestLimit({ keyPrefix: 'test-email', points: 5, duration: 60 });
    expect(await secondsToWait([byClient, 'a'], [byEmail, 'ada@example.com'])).toBe(0);
    expect(await secondsToWait([byClient, 'a'], [byEmail, 'ada@example.com'])).toBeGreaterThan(0);
    for (let i = 0; i < 4; i += 1) expect(await secondsToWait([byEmail, 'ada@example.com'])).toBe(0);
    expect(await secondsToWait([byEmail, 'ada@example.com'])).toBeGreaterThan(0);
  });
});
