import { describe, expect, it } from 'vitest';
import { sameSecret } from './same-secret';

describe('sameSecret', () => {
  it('accepts only the same string', () => {
    expect(sameSecret('a1b2c3', 'a1b2c3')).toBe(true);
    expect(sameSecret('a1b2c4', 'a1b2c3')).toBe(false);
    expect(sameSecret('', 'a1b2c3')).toBe(false);
  });

  it('refuses strings of as many characters but more bytes without throwing', () => {
    const expected = 'a'.repeat(32);
    expect(sameSecret('é'.repeat(32), expected)).toBe(false);
    expect(sameSecret(expected, 'é'.repeat(32))).toBe(false);
  });
});
