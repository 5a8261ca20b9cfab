/**
 * queued → sending → sent; without SMTP: queued → kept. A failed attempt goes back to queued with a later
 * nextAttemptAt until the attempts run out (failed). cancelled: withdrawn before it was sent.
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'kept', 'failed', 'cancelled'] as const;

/** Lower goes first: password resets and orders before appointments, the newsletter's bulk mail last. */
export const MAIL_PRIORITIES = { urgent: 0, normal: 1, bulk: 2 } as const;
export type MailPriority = keyof typeof MAIL_PRIORITIES;

/** How the mail worker delivers (MAIL_RATE_PER_SECOND, MAIL_CONNECTIONS, MAIL_RETENTION_DAYS). */
export interface MailDelivery {
  /** at most this many mails a second go to the SMTP server */
  ratePerSecond: number;
  /** over at most this many SMTP connections at once */
  connections: number;
  /** sent and withdrawn mail is removed from the outbox this many days after it went out */
  retentionDays: number;
}

export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;

/** Wait before attempt `attempts + 1` after `attempts` failures: 30 s, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}
