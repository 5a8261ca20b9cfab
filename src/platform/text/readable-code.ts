import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read out or typed from paper. */
const READABLE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random code of `length` readable characters (order numbers, voucher codes, booking references). */
export function readableCode(length: number): string {
  return Array.from({ length }, () => READABLE_ALPHABET[randomInt(READABLE_ALPHABET.length)]).join('');
}
