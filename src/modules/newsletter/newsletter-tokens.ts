import { createHmac, timingSafeEqual } from 'node:crypto';

export type TokenPurpose = 'confirm' | 'unsubscribe';

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest('base64url');

/**
 * A link token `{id}.{purpose}.{expiry}.{signature}`: it names its subscription and cannot be forged or
 * reused for the other purpose. An unsubscribe token does not expire (expiry 0).
 */
export function signToken(
  secret: string,
  subscriptionId: string | number,
  purpose: TokenPurpose,
  expiresAt?: Date,
): string {
  const payload = `${subscriptionId}.${purpose}.${expiresAt ? expiresAt.getTime() : 0}`;
  return `${payload}.${sign(secret, payload)}`;
}

export type TokenCheck =
  { valid: true; subscriptionId: string } | { valid: false; reason: 'invalid' | 'expired' };

export function verifyToken(secret: string, token: string, purpose: TokenPurpose, now: Date): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 4) return { valid: false, reason: 'invalid' };
  const [id, tokenPurpose, expiry, signature] = parts as [string, string, string, string];
  const expected = Buffer.from(sign(secret, `${id}.${tokenPurpose}.${expiry}`));
  const given = Buffer.from(signature);
  if (tokenPurpose !== purpose || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: 'invalid' };
  }
  const expiresAt = Number(expiry);
  if (expiresAt !== 0 && expiresAt < now.getTime()) return { valid: false, reason: 'expired' };
  return { valid: true, subscriptionId: id };
}
