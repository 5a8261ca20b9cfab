import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './newsletter-tokens';

const secret = 'test-secret';
const now = new Date('2026-11-24T12:00:00Z');
const inADay = new Date('2026-11-25T12:00:00Z');

describe('newsletter link tokens', () => {
  it('confirm the subscription they were made for, until they expire', () => {
    const token = signToken(secret, 42, 'confirm', inADay);
    expect(verifyToken(secret, token, 'confirm', now)).toEqual({ valid: true, subscriptionId: '42' });
    expect(verifyToken(secret, token, 'confirm', new Date('2026-11-26T00:00:00Z'))).toEqual({
      valid: false,
      reason: 'expired',
    });
  });

  it('cannot be forged, altered or used for another purpose', () => {
    const token = signToken(secret, 42, 'confirm', inADay);
    expect(verifyToken('other-secret', token, 'confirm', now).valid).toBe(false);
    expect(verifyToken(secret, token.replace(/^42\./, '43.'), 'confirm', now).valid).toBe(false);
    expect(verifyToken(secret, token, 'unsubscribe', now).valid).toBe(false);
    expect(verifyToken(secret, 'garbage', 'confirm', now)).toEqual({ valid: false, reason: 'invalid' });
  });

  it('unsubscribe links keep working', () => {
    const token = signToken(secret, 7, 'unsubscribe');
    expect(verifyToken(secret, token, 'unsubscribe', new Date('2036-01-01T00:00:00Z')).valid).toBe(true);
  });
});
