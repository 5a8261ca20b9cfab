import nodemailer, { type Transporter } from 'nodemailer';
import type { Payload } from 'payload';
import { rowsOf, sql, updatedAny } from '@/payload/conditional-update';
import type { MailOutbox } from '@/payload/payload-types';
import { logger } from '../logging/logger';
import { withClientSpan } from '../telemetry/span';
import { domainOf } from './addresses';
import { MAX_ATTEMPTS, retryDelayMs, type MailDelivery } from './mail-status';
import type { MailAttachment } from './outbox';

const POLL_INTERVAL_MS = 1_000;
/** A mail still "sending" this long after its claim was left by a stopped process: it is queued again. */
const STALE_CLAIM_MS = 5 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** How often sent and withdrawn mail past the retention period is removed. */
const RETENTION_SWEEP_MS = 60 * 60_000;

export interface MailWorkerOptions extends MailDelivery {
  /** unset: mail is kept in the outbox */
  smtpUrl?: string;
  from: { address: string; name: string };
  intervalMs?: number;
}

type From = MailWorkerOptions['from'];

/**
 * Takes the mail for this instance (queued → sending) in one conditional statement: another instance that
 * found the same mail queued changes no row and leaves it. Payload's update with a `where` reads, then writes
 * each document by id, which two instances could both do.
 */
const claim = (payload: Payload, mail: MailOutbox): Promise<boolean> =>
  updatedAny(
    payload,
    sql`UPDATE mail_outbox SET status = ${'sending'}, updated_at = ${new Date().toISOString()}
      WHERE id = ${mail.id} AND status = ${'queued'} RETURNING id`,
  );

async function deliver(
  payload: Payload,
  transport: Transporter | undefined,
  from: From,
  mail: MailOutbox,
  now: Date,
): Promise<void> {
  if (!transport) {
    await payload.update({ collection: 'mail-outbox', id: mail.id, data: { status: 'kept' } });
    logger.info({ mail: mail.id, toDomain: domainOf(mail.to) }, 'mail kept in the outbox (no SMTP_URL)');
    return;
  }
  const messageId = `<outbox-${mail.id}@${domainOf(from.address)}>`;
  try {
    await withClientSpan('smtp send', { 'network.protocol.name': 'smtp' }, () =>
      transport.sendMail({
        from: mail.from || { address: from.address, name: from.name },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html || undefined,
        attachments: (mail.attachments as MailAttachment[] | null) ?? [],
        messageId,
      }),
    );
    await payload.update({
      collection: 'mail-outbox',
      id: mail.id,
      data: { status: 'sent', sentAt: new Date().toISOString(), messageId, lastError: null },
    });
    logger.info({ mail: mail.id, toDomain: domainOf(mail.to) }, 'mail sent');
  } catch (error) {
    const attempts = (mail.attempts ?? 0) + 1;
    const gaveUp = attempts >= MAX_ATTEMPTS;
    await payload.update({
      collection: 'mail-outbox',
      id: mail.id,
      data: {
        status: gaveUp ? 'failed' : 'queued',
        attempts,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)).toISOString(),
        lastError: (error as Error).message.slice(0, 500),
      },
    });
    logger.warn({ mail: mail.id, attempts, gaveUp, err: (error as Error).message }, 'mail not sent');
  }
}

/**
 * Delivers up to `batch` due mails, most urgent first (password resets and orders before the newsletter's
 * bulk mail), all at once: the transport's pool keeps to the configured connections and rate. Each mail is
 * claimed (queued → sending) before it goes out and carries a Message-ID of its outbox id, so a retry after
 * a crash is recognisable as the same mail.
 */
export async function deliverDueMail(
  payload: Payload,
  transport: Transporter | undefined,
  from: From,
  batch: number,
  now = new Date(),
): Promise<number> {
  await payload.update({
    collection: 'mail-outbox',
    where: {
      and: [
        { status: { equals: 'sending' } },
        { updatedAt: { less_than: new Date(now.getTime() - STALE_CLAIM_MS).toISOString() } },
      ],
    },
    data: { status: 'queued' },
  });
  const due = await payload.find({
    collection: 'mail-outbox',
    where: {
      and: [
        { status: { equals: 'queued' } },
        { or: [{ sendAfter: { exists: false } }, { sendAfter: { less_than_equal: now.toISOString() } }] },
        {
          or: [
            { nextAttemptAt: { exists: false } },
            { nextAttemptAt: { less_than_equal: now.toISOString() } },
          ],
        },
      ],
    },
    sort: ['priority', 'createdAt'],
    limit: batch,
    depth: 0,
  });
  const claims = await Promise.all(due.docs.map((mail) => claim(payload, mail)));
  const claimed = due.docs.filter((_, index) => claims[index]);
  await Promise.all(claimed.map((mail) => deliver(payload, transport, from, mail, now)));
  return claimed.length;
}

/** Removes sent and withdrawn mail older than the retention period; answers how many. */
export async function removeExpiredMail(payload: Payload, retentionDays: number, now = new Date()) {
  const before = new Date(now.getTime() - retentionDays * DAY_MS).toISOString();
  const removed = await rowsOf(
    payload,
    sql`DELETE FROM mail_outbox WHERE status IN ('sent', 'cancelled') AND updated_at < ${before} RETURNING id`,
  );
  return removed.length;
}

/** SMTP over a pool of connections that keeps to the configured rate. */
export const smtpTransport = (smtpUrl: string, delivery: MailDelivery): Transporter =>
  nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: delivery.connections,
    rateLimit: delivery.ratePerSecond,
    rateDelta: 1_000,
  });

/**
 * Polls the outbox and delivers due mail until stopped, and removes mail past its retention hourly. The
 * outbox is in the database, so mail queued before a restart goes out after it. Stopping settles once the
 * mail of the round under way has been handed over (or not) and marked so.
 */
export function startMailWorker(payload: Payload, options: MailWorkerOptions): () => Promise<void> {
  const transport = options.smtpUrl ? smtpTransport(options.smtpUrl, options) : undefined;
  const intervalMs = options.intervalMs ?? POLL_INTERVAL_MS;
  // a round hands the pool two seconds' worth of mail, so it never waits for the next poll
  const batch = Math.max(1, Math.ceil((options.ratePerSecond * 2 * intervalMs) / 1_000));
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sweptAt = 0;
  let round: Promise<void> = Promise.resolve();
  const tick = () => {
    round = deliverRound();
  };
  const deliverRound = async () => {
    try {
      await deliverDueMail(payload, transport, options.from, batch);
      if (Date.now() - sweptAt >= RETENTION_SWEEP_MS) {
        sweptAt = Date.now();
        const removed = await removeExpiredMail(payload, options.retentionDays);
        if (removed > 0) logger.info({ removed }, 'mail past its retention removed from the outbox');
      }
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'mail worker round failed');
    }
    if (!stopped) timer = setTimeout(tick, intervalMs);
  };
  timer = setTimeout(tick, 0);
  logger.info({ smtp: Boolean(transport) }, 'mail worker started');
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await round;
    transport?.close();
  };
}
