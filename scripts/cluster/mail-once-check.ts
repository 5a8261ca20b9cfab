import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { SmtpSink } from '../../e2e/support/smtp-sink';
import type { Check } from './check';

/**
 * Every instance delivers the outbox: once the queue is empty, each mail marked sent reached the SMTP server
 * exactly once, and no mail reached it twice (a mail an instance was killed while sending stays claimed).
 */
export async function checkMailSentOnce(check: Check, databaseUrl: string, sink: SmtpSink): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const statusCounts = async () =>
      Object.fromEntries(
        (
          await db.query<{ status: string; count: string }>(
            'SELECT status, count(*) FROM mail_outbox GROUP BY status',
          )
        ).rows.map((row) => [row.status, Number(row.count)]),
      ) as Record<string, number>;
    let statuses = await statusCounts();
    for (const deadline = Date.now() + 30_000; (statuses.queued ?? 0) > 0 && Date.now() < deadline;) {
      await sleep(500);
      statuses = await statusCounts();
    }
    const sent = (
      await db.query<{ message_id: string }>("SELECT message_id FROM mail_outbox WHERE status = 'sent'")
    ).rows;
    const received = new Map<string, number>();
    for (const mail of sink.received) received.set(mail.messageId, (received.get(mail.messageId) ?? 0) + 1);
    const twice = [...received].filter(([, count]) => count > 1);
    check(
      'the outbox, delivered by three instances, sends each mail once',
      sent.length > 0 && twice.length === 0 && sent.every((mail) => received.get(mail.message_id) === 1),
      `outbox ${JSON.stringify(statuses)}, received ${sink.received.length}, twice ${twice.length}`,
    );
  } finally {
    await db.end();
  }
}
