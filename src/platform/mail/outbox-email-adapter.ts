import type { EmailAdapter, SendEmailOptions } from 'payload';
import { enqueueMail } from './outbox';

type Recipient = SendEmailOptions['to'];

function recipients(to: Recipient): string[] {
  if (!to) return [];
  if (Array.isArray(to)) return to.flatMap((entry) => recipients(entry as Recipient));
  const address = typeof to === 'string' ? to : to.address;
  return address ? [address] : [];
}

/** Payload's own mail (backoffice password resets, say) goes through the shop's outbox like all mail, urgent. */
export const outboxEmailAdapter =
  (from: { address: string; name: string }): EmailAdapter =>
  ({ payload }) => ({
    name: 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message) => {
      const id = await enqueueMail(
        payload,
        {
          to: recipients(message.to).join(', '),
          subject: String(message.subject ?? ''),
          text: typeof message.text === 'string' ? message.text : String(message.html ?? ''),
          html: typeof message.html === 'string' ? message.html : undefined,
        },
        { priority: 'urgent' },
      );
      return { id };
    },
  });
