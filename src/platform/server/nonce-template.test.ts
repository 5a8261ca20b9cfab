import { crc32, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { combineCrc32, fillNonce, nonceTemplate, shiftOver } from './nonce-template';

const rendered = 'Rn9Xc2VnbWVudHMtMTIzNA';
const fresh = 'QmFzZTY0dXJsLW5vbmNlLTk';
const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><script nonce="${nonce}" src="/_next/a.js"></script></head><body>` +
  `<p>${'Brillen und Sonnenbrillen '.repeat(400)}</p>` +
  `<script nonce="${nonce}">self.__next_f.push([1,"{\\"nonce\\":\\"${nonce}\\"}"])</script></body></html>`;

describe('a page body with a fresh nonce', () => {
  it('combines CRCs as if computed over the whole', () => {
    const a = Buffer.from('the first part, ');
    const b = Buffer.from('and the second one '.repeat(50));
    expect(combineCrc32(crc32(a), crc32(b), shiftOver(b.length))).toBe(crc32(Buffer.concat([a, b])));
    expect(combineCrc32(crc32(a), crc32(''), shiftOver(0))).toBe(crc32(a));
  });

  it('is the page rendered with that nonce, uncompressed', () => {
    const template = nonceTemplate(Buffer.from(page(rendered)), rendered, false);
    expect(fillNonce(template, fresh).toString()).toBe(page(fresh));
  });

  it('stays a valid gzip stream of the page with that nonce, still compressed', () => {
    const gzipped = gzipSync(page(rendered));
    const template = nonceTemplate(gzipped, rendered, true);
    const body = fillNonce(template, fresh);
    expect(gunzipSync(body).toString()).toBe(page(fresh));
    expect(body.length).toBeLessThan(gzipped.length * 2);
    expect(template.bytes).toBeLessThan(gzipped.length * 2);
  });

  it('handles a page without any nonce and one that begins or ends with it', () => {
    for (const text of ['<html>no scripts</html>', `${rendered}<html>${rendered}`]) {
      const template = nonceTemplate(gzipSync(text), rendered, true);
      expect(gunzipSync(fillNonce(template, fresh)).toString()).toBe(text.replaceAll(rendered, fresh));
    }
  });
});
