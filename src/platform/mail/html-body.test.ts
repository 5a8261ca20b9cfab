import { describe, expect, it } from 'vitest';
import { htmlFromText } from './html-body';

describe('HTML part of a text mail', () => {
  it('keeps paragraphs and lines, links addresses and escapes the rest', () => {
    const html = htmlFromText(
      'Hallo <Erika> & Co,\n\nIhr Link:\nhttps://shop.example/newsletter?confirm=a.b&x=1\nDanke',
      {
        lang: 'de-DE',
        title: 'Bitte bestätigen',
      },
    );
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('<p style="margin:0 0 16px">Hallo &lt;Erika&gt; &amp; Co,</p>');
    expect(html).toContain(
      'Ihr Link:<br><a href="https://shop.example/newsletter?confirm=a.b&amp;x=1" style="color:#0b57d0">https://shop.example/newsletter?confirm=a.b&amp;x=1</a><br>Danke',
    );
    expect(html).not.toContain('<Erika>');
  });

  it('cannot be broken out of by a name', () => {
    const html = htmlFromText('Hallo "><script>alert(1)</script>', {
      lang: 'en"><x',
      title: '</title><script>',
    });
    expect(html).not.toMatch(/<script>/);
    expect(html).toContain('lang="en&quot;&gt;&lt;x"');
  });
});
