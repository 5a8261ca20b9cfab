import { beforeAll, describe, expect, it } from 'vitest';
import { verifiedCustomer } from '@/payload/testing/verified-customer';
import { MAX_LOGIN_ATTEMPTS } from './account-constants';
import { login } from './account-service';

const where = { locale: 'de-DE' as const, now: new Date() };
const PASSWORD = 'Richtiges-Passw0rt';

beforeAll(async () => {
  await verifiedCustomer('ada@example.com', PASSWORD, { firstName: 'Ada', lastName: 'Lovelace' });
});

const attempt = (password: string, email = 'ada@example.com') =>
  login({ email, password }, undefined, where).then(
    (loggedIn) => `logged in as ${loggedIn.customer.email}`,
    (error: Error) => error.message,
  );

describe('logins against the database', () => {
  it('log in with the right password, and move the visitor’s things through the afterLogin listeners', async () => {
    const moved: string[] = [];
    const loggedIn = await login({ email: 'ada@example.com', password: PASSWORD }, 'visitor:v1', where, {
      cart: async (from, to) => (moved.push(`${from}→${to}`), 2),
    });
    expect(loggedIn.token).toBeTruthy();
    expect(loggedIn.joined).toEqual({ cart: 2 });
    expect(moved).toEqual([`visitor:v1→customer:${loggedIn.customer.id}`]);
  });

  it('lock the account after five failures, so that the right password is refused too', async () => {
    const refusals = [];
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i += 1) refusals.push(await attempt('Falsches-Passw0rt'));
    expect(refusals).toEqual([...Array(MAX_LOGIN_ATTEMPTS - 1).fill('invalidCredentials'), 'locked']);
    expect(await attempt(PASSWORD)).toBe('locked');
  });

  it('count an address without an account like one with, so neither tells which exists', async () => {
    const refusals = [];
    for (let i = 0; i < MAX_LOGIN_ATTEMPTS; i += 1) refusals.push(await attempt('x', 'nobody@example.com'));
    expect(refusals.at(-1)).toBe('locked');
  });
});
