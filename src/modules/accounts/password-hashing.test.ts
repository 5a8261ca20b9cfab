import { pbkdf2Sync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HASHINGS_AT_ONCE, hashForNobody, withPasswordHashing } from './password-hashing';

describe('password hashing', () => {
  it('runs at most a few hashings at once, however many arrive; the others wait their turn', async () => {
    let running = 0;
    let most = 0;
    const task = async (n: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
      return n;
    };
    const done = await Promise.all(Array.from({ length: 20 }, (_, n) => withPasswordHashing(() => task(n))));
    expect(done).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(most).toBe(HASHINGS_AT_ONCE);
  });

  it('frees its slot when a hashing fails', async () => {
    const failures = Array.from({ length: HASHINGS_AT_ONCE }, () =>
      withPasswordHashing(() => Promise.reject(new Error('wrong password'))).catch(() => 'refused'),
    );
    expect(await Promise.all(failures)).toEqual(Array(HASHINGS_AT_ONCE).fill('refused'));
    expect(await withPasswordHashing(async () => 'next')).toBe('next');
  });

  it('checks a password for no account at the cost of checking an account’s', async () => {
    const timed = async (check: () => unknown) => {
      const start = performance.now();
      await check();
      return performance.now() - start;
    };
    // Payload's hash of an account's password (generatePasswordSaltHash): pbkdf2-sha256, 600,000 rounds
    const account = await timed(() => pbkdf2Sync('secret-Passw0rd', 'salt', 600_000, 32, 'sha256'));
    const nobody = await timed(() => hashForNobody('secret-Passw0rd'));
    expect(nobody).toBeGreaterThan(account * 0.25);
    expect(nobody).toBeLessThan(account * 4);
  }, 20_000);
});
