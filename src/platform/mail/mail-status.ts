/**
 * queued → sending → sent; without SMTP: queued → kept. A failed attempt goes back to queued with a later
 * nextAttemptAt until the attempts run out (failed). cancelled: withdrawn before it was sent.
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'kept', 'failed', 'cancelled'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** Wait before attempt `attempts + 1` after `attempts` failures: 30 s, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}
