import { describe, expect, it } from 'vitest';
import { inertText } from './inert-text';
import { textMail } from './text-mail';

const linkify = (text: string) =>
  text.match(/(https?:\/\/|www\.|[\w-]+\.[a-z]{2,}\b|[\w.+-]+@[\w-]+\.\w+)/gi) ?? [];

describe('inertText', () => {
  it('leaves nothing a mail program would turn into a link', () => {
    for (const text of [
      'https://evil.example/win',
      'www.evil.example',
      'evil.example',
      'mallory@evil.example',
    ]) {
      expect(linkify(inertText(text))).toEqual([]);
      expect(inertText(text).replace(/\u200d/g, '')).toBe(text);
    }
  });

  it('keeps ordinary names and addresses as they are and reads nothing into null', () => {
    expect(inertText('Zoë Müller-Lüdenscheidt')).toBe('Zoë Müller-Lüdenscheidt');
    expect(inertText(undefined)).toBe('');
  });

  it('makes no link of a shopper’s text in the HTML part, but keeps the shop’s own links', () => {
    const mail = textMail(
      'ada@example.org',
      'Booked',
      [`Hello ${inertText('Visit https://evil.example now')},`, 'https://shop.example/manage'],
      'en-GB',
    );
    expect(mail.html?.match(/<a /g)).toHaveLength(1);
    expect(mail.html).toContain('href="https://shop.example/manage"');
  });
});
