import { pbkdf2 } from 'node:crypto';
import pLimit from 'p-limit';

/**
 * Password hashings at once. Each takes a thread of Node's pool (4 by default) for up to a second; the
 * others stay free for the file, compression and DNS work of pages, however many logins and registrations
 * arrive together (the rest wait their turn).
 */
export const HASHINGS_AT_ONCE = 2;

const hashing = pLimit(HASHINGS_AT_ONCE);

/** Runs a task that hashes a password (Payload's login, registration, reset) when a hashing slot is free. */
export const withPasswordHashing = <T>(task: () => Promise<T>): Promise<T> => hashing(task);

/** Payload's current password hash (its generatePasswordSaltHash, not exported): pbkdf2-sha256. */
const PAYLOAD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const;
const NOBODY_SALT = 'no-account-has-this-salt';

/**
 * Checks a password at the cost of checking an account's, for an address without one (or a login Payload
 * refuses before hashing), so how long the answer takes does not tell whether an address has an account.
 */
export function hashForNobody(password: string): Promise<void> {
  const { iterations, keyLength, digest } = PAYLOAD_HASH;
  return withPasswordHashing(
    () =>
      new Promise<void>((resolve) => {
        pbkdf2(password, NOBODY_SALT, iterations, keyLength, digest, () => resolve());
      }),
  );
}
