import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a secret a client sent (token, signature) is the expected one, in time that does not tell how much
 * of it matched. Lengths are compared in bytes: a string of as many characters can have more bytes.
 */
export function sameSecret(given: string, expected: string): boolean {
  const givenBytes = Buffer.from(given);
  const expectedBytes = Buffer.from(expected);
  return givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes);
}
