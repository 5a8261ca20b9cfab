import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import { createAccountHandlers } from './account-handlers';
import { accountRequestWait } from './account-limits';

const accountHandlers = createAccountHandlers({});

vi.stubEnv('REDIS_URL', '');

const registration = (email: string, locale: string) =>
  new NextRequest(`http://shop.example/data/account/register?locale=${locale}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.20' },
    body: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', email, password: 'glasses-for-everyone' }),
  });
const action = (name: string) => ({ params: Promise.resolve({ action: [name] }) });

describe('an account request over its limit', () => {
  it('is refused with 429, when to retry and a message in the shop’s language, before any work', async () => {
    for (let i = 0; i < 3; i += 1) {
      expect(await accountRequestWait('register', `203.0.113.${i}`, 'ada@example.com')).toBe(0);
    }
    const refused = await accountHandlers.post(registration('ADA@example.com', 'de-DE'), action('register'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(refused.headers.get('content-language')).toBe('de-DE');
    expect(await refused.json()).toEqual({
      message: 'Zu viele Versuche. Bitte versuchen Sie es in 60 Minuten erneut.',
    });

    const inFinnish = await accountHandlers.post(
      registration('ada@example.com', 'fi-FI'),
      action('register'),
    );
    expect((await inFinnish.json()).message).toBe(
      'Liian monta yritystä. Yritä uudelleen 60 minuutin kuluttua.',
    );
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
