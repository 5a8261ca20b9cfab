import { NextRequest } from 'next/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Customer } from '@/payload/payload-types';

vi.stubEnv('REDIS_URL', '');

const accounts = new Map<string, Partial<Customer>>();
const fakePayload = {
  // Payload refuses an unknown address at once and a wrong password after hashing, both with 401
  login: vi.fn(async () => {
    throw Object.assign(new Error('The email or password provided is incorrect.'), { status: 401 });
  }),
  create: vi.fn(async () => ({ id: 1 })),
  find: vi.fn(async ({ where }: { where?: { email?: { equals: string } } }) => {
    const account = accounts.get(where?.email?.equals ?? '');
    return { docs: account ? [account] : [] };
  }),
};
vi.mock('@/payload/client', () => ({ payloadClient: async () => fakePayload }));
vi.mock('./password-hashing', async (original) => ({
  ...(await original<typeof import('./password-hashing')>()),
  hashForNobody: vi.fn(async () => undefined),
}));

const { login, register } = await import('./account-service');
const { hashForNobody } = await import('./password-hashing');
const where = { locale: 'en-GB' as const, host: 'shop.example', now: new Date() };

const refusal = (email: string) =>
  login({ email, password: 'Wrong-passw0rd' }, undefined, where).then(
    () => 'logged in',
    (error: Error) => error.message,
  );

describe('a refused login', () => {
  beforeEach(() => {
    accounts.clear();
    vi.mocked(hashForNobody).mockClear();
  });

  it('hashes the password for an address without an account, as Payload does for one with', async () => {
    expect(await refusal('nobody@example.com')).toBe('invalidCredentials');
    expect(hashForNobody).toHaveBeenCalledWith('Wrong-passw0rd');
  });

  it('does not hash twice for an account whose password Payload checked', async () => {
    accounts.set('ada@example.com', { id: 1, email: 'ada@example.com' });
    expect(await refusal('ada@example.com')).toBe('invalidCredentials');
    expect(hashForNobody).not.toHaveBeenCalled();
  });

  it('hashes for a locked account too, which Payload refuses before hashing', async () => {
    const lockUntil = new Date(Date.now() + 60_000).toISOString();
    accounts.set('bea@example.com', { id: 2, email: 'bea@example.com', lockUntil });
    expect(await refusal('bea@example.com')).toBe('locked');
    expect(hashForNobody).toHaveBeenCalledTimes(1);
  });
});

describe('a registration of an address that has an account', () => {
  it('hashes the password as a new account’s registration does', async () => {
    accounts.clear();
    vi.mocked(hashForNobody).mockClear();
    accounts.set('cleo@example.com', { id: 3, email: 'cleo@example.com', locale: 'en-GB' });
    const input = { firstName: 'Cleo', lastName: 'Doe', email: 'cleo@example.com', password: 'Any-passw0rd' };
    await register(input as Parameters<typeof register>[0], where);
    expect(hashForNobody).toHaveBeenCalledWith('Any-passw0rd');
  });
});

describe('a login of a locked address', () => {
  it('answers 429 with when the lock ends at the latest', async () => {
    const accountHandlers = (await import('./account-handlers')).createAccountHandlers({});
    const email = 'dora@example.com';
    for (let i = 0; i < 5; i += 1) await refusal(email);
    const locked = await accountHandlers.post(
      new NextRequest('http://shop.example/data/account/login?locale=en-GB', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.30' },
        body: JSON.stringify({ email, password: 'Wrong-passw0rd' }),
      }),
      { params: Promise.resolve({ action: ['login'] }) },
    );
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
  });
});
