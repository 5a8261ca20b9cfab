import { describe, expect, it, vi } from 'vitest';
import { accountRequestWait } from '@/modules/accounts/account-limits';
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

describe('account limits', () => {
  it('allow three registrations of one e-mail address an hour, whatever its case or client', async () => {
    for (const client of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect(await accountRequestWait('register', client, 'Bea@example.com')).toBe(0);
    }
    expect(await accountRequestWait('register', '198.51.100.4', 'bea@example.com')).toBeGreaterThan(3000);
    expect(await accountRequestWait('register', '198.51.100.4', 'cleo@example.com')).toBe(0);
  });

  it('allow twenty registrations from one client address an hour', async () => {
    for (let i = 0; i < 20; i += 1) {
      expect(await accountRequestWait('register', '203.0.113.5', `user${i}@example.com`)).toBe(0);
    }
    expect(await accountRequestWait('register', '203.0.113.5', 'other@example.com')).toBeGreaterThan(0);
  });

  it('allow sixty logins from one client address in ten minutes', async () => {
    for (let i = 0; i < 60; i += 1) expect(await accountRequestWait('login', '203.0.113.6')).toBe(0);
    expect(await accountRequestWait('login', '203.0.113.6')).toBeGreaterThan(500);
  });
});
