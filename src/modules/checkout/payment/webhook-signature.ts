import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature header of a payment event: `sha256=` and the HMAC-SHA256 of the raw body, in hex. */
export const SIGNATURE_HEADER = 'x-payment-signature';

export const webhookSignature = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Whether the body was signed with the shared secret; compared in constant time. */
export function signedWith(secret: string, body: string, header: string | null): boolean {
  if (!header) return false;
  const expected = Buffer.from(webhookSignature(secret, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
