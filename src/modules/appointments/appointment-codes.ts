import { createHash, randomBytes } from 'node:crypto';
import { readableCode } from '@/platform/text/readable-code';

/** A booking reference such as "TK7M-4QXP", for the shopper and the optician. */
export function newAppointmentReference(): string {
  const code = readableCode(8);
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** The secret of the link that lets the shopper see, move or cancel the appointment. */
export function newManageToken(): string {
  return randomBytes(24).toString('base64url');
}

export const isManageToken = (value: string) => /^[\w-]{32}$/.test(value);

/**
 * The key a booking is stored and its seats held under: the client's retry key within the requester (the
 * browser's visitor id, when it has one) and the address booked for. A retry of the same client answers the
 * first booking; anybody else replaying the key books anew instead of reading that booking's manage token.
 */
export function bookingRequestKey(requestKey: string, requester: string | undefined, email: string): string {
  return createHash('sha256')
    .update(JSON.stringify([requester ?? '', email.trim().toLowerCase(), requestKey]))
    .digest('base64url');
}
