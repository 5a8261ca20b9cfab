import { randomBytes } from 'node:crypto';
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
