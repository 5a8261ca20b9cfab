import { randomBytes, randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read out on the phone. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A booking reference such as "TK7M-4QXP", for the shopper and the optician. */
export function newAppointmentReference(): string {
  const characters = Array.from(
    { length: 8 },
    () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
  );
  return `${characters.slice(0, 4).join('')}-${characters.slice(4).join('')}`;
}

/** The secret of the link that lets the shopper see, move or cancel the appointment. */
export function newManageToken(): string {
  return randomBytes(24).toString('base64url');
}

export const isManageToken = (value: string) => /^[\w-]{32}$/.test(value);
