import type { Payload, PayloadRequest } from 'payload';
import { MAIL_PRIORITIES, type MailPriority } from './mail-status';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text (an .ics calendar, say) */
  content: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  from?: string;
  attachments?: MailAttachment[];
}

export interface EnqueueOptions {
  /** not before this time (a reminder) */
  sendAfter?: Date;
  /** a mail with the same key is queued only once: retried requests do not send twice */
  dedupeKey?: string;
  /** the request whose transaction the mail joins: it is queued exactly when the change is saved */
  req?: Partial<PayloadRequest>;
  /** what goes out first when much is waiting; normal unless said */
  priority?: MailPriority;
}

/** Puts a mail into the outbox; the mail worker delivers it. Returns the outbox id. */
export async function enqueueMail(
  payload: Payload,
  mail: OutgoingMail,
  { sendAfter, dedupeKey, req, priority = 'normal' }: EnqueueOptions = {},
): Promise<string | number> {
  if (dedupeKey) {
    const existing = await payload.find({
      collection: 'mail-outbox',
      where: { dedupeKey: { equals: dedupeKey } },
      limit: 1,
      depth: 0,
      req,
    });
    if (existing.docs[0]) return existing.docs[0].id;
  }
  const doc = await payload.create({
    collection: 'mail-outbox',
    data: {
      ...mail,
      status: 'queued',
      sendAfter: sendAfter?.toISOString(),
      attempts: 0,
      dedupeKey,
      priority: MAIL_PRIORITIES[priority],
    },
    req,
  });
  return doc.id;
}

/** Withdraws a mail that has not gone out yet (a reminder of a cancelled appointment). */
export async function cancelQueuedMail(
  payload: Payload,
  dedupeKey: string,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  await payload.update({
    collection: 'mail-outbox',
    where: { and: [{ dedupeKey: { equals: dedupeKey } }, { status: { equals: 'queued' } }] },
    data: { status: 'cancelled' },
    req,
  });
}
