import nodemailer, { type Transporter } from 'nodemailer';
import type { Payload } from 'payload';
import { logger } from '../logging/logger';
import { withClientSpan } from '../telemetry/span';
import { domainOf } from './addresses';
import { MAX_ATTEMPTS, retryDelayMs } from './mail-status';
import type { MailAttachment } from './outbox';

const POLL_INTERVAL_MS = 2_000;
const BATCH = 20;
/** A mail still "sending" this long after its claim was left by a stopped process: it is queued again. */
const STALE_CLAIM_MS = 5 * 60_000;

export interface MailWorkerOptions {
  /** unset: mail is kept in the outbox */
  smtpUrl?: string;
  from: { address: string; name: string };
  intervalMs?: number;
}

/**
 * Delivers the mail that is due, once. Each mail is claimed (queued → sending) before it goes out and
 * carries a Message-ID of its outbox id, so a retry after a crash is recognisable as the same mail.
 */
export async function deliverDueMail(
  payload: Payload,
  transport: Transporter | undefined,
  from: MailWorkerOptions['from'],
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
    sort: 'createdAt',
    limit: BATCH,
    depth: 0,
  });
  let handled = 0;
  for (const mail of due.docs) {
    const claim = await payload.update({
      collection: 'mail-outbox',
      where: { and: [{ id: { equals: mail.id } }, { status: { equals: 'queued' } }] },
      data: { status: 'sending' },
    });
    if (claim.docs.length !== 1) continue;
    handled += 1;
    if (!transport) {
      await payload.update({ collection: 'mail-outbox', id: mail.id, data: { status: 'kept' } });
      logger.info({ mail: mail.id, toDomain: domainOf(mail.to) }, 'mail kept in the outbox (no SMTP_URL)');
      continue;
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
  return handled;
}

/**
 * Polls the outbox and delivers due mail until stopped. The outbox is in the database, so mail queued
 * before a restart goes out after it.
 */
export function startMailWorker(payload: Payload, options: MailWorkerOptions): () => void {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    try {
      await deliverDueMail(payload, transport, options.from);
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'mail worker round failed');
    }
    if (!stopped) timer = setTimeout(tick, options.intervalMs ?? POLL_INTERVAL_MS);
  };
  timer = setTimeout(tick, 0);
  logger.info({ smtp: Boolean(transport) }, 'mail worker started');
  return () => {
    stopped = true;
    clearTimeout(timer);
    transport?.close();
  };
}
