import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
}

export interface SmtpSink {
  received: ReceivedMail[];
  /**
   * Mail to these addresses is refused with a temporary error (451), as a server in trouble does; per
   * address, so tests running beside each other do not disturb each other's mail.
   */
  refused: Set<string>;
}

/** A real SMTP server on loopback that keeps what it receives, for the tests to read back. */
export function startSmtpSink(port: number): SmtpSink {
  const received: ReceivedMail[] = [];
  const refused = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      const refusal = new Error('Service temporarily unavailable') as Error & { responseCode: number };
      refusal.responseCode = 451;
      return callback(refusal);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            messageId: mail.messageId ?? '',
            attachments: mail.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content.toString('utf8'),
            })),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.listen(port, '127.0.0.1', () => console.log(`SMTP sink on ${port}`));
  return { received, refused };
}
