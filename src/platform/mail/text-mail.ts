import { htmlFromText } from './html-body';
import type { OutgoingMail } from './outbox';

/** A plain mail of these lines, with its HTML part made from the text. */
export function textMail(to: string, subject: string, lines: string[], lang: string): OutgoingMail {
  const text = lines.join('\n');
  return { to, subject, text, html: htmlFromText(text, { lang, title: subject }) };
}
