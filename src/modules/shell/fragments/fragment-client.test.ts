import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFragmentClient, FOOTER_SERVICE_ERROR } from './fragment-client';

interface Received {
  path: string;
  cookie?: string;
}

let server: http.Server;
let base: string;
const received: Received[] = [];
const behaviour = { header: 200, footer: 200, delayMs: 0 };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    received.push({ path: req.url ?? '', cookie: req.headers.cookie });
    const part = req.url?.startsWith('/header') ? 'header' : 'footer';
    setTimeout(() => {
      res.writeHead(behaviour[part], { 'content-type': 'text/html' });
      res.end(`<div>${part} ${req.url}<script>steal(document.cookie)</script></div>`);
    }, behaviour.delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  Object.assign(behaviour, { header: 200, footer: 200, delayMs: 0 });
});

const request = {
  locale: 'de-AT',
  channel: 'shop-at',
  application: 'default' as const,
  cookies: [
    { name: 'shop_locale', value: 'de-AT' },
    { name: 'payload-token', value: 'session-jwt' },
    { name: 'shop_visitor', value: 'visitor-id' },
    { name: '_dyid', value: '42' },
  ],
};
const header = { url: '', cookies: ['shop_locale', '_dyid'] };

describe('header and footer fragments', () => {
  it('fetches the header with locale and channel and only the cookies of its allow-list', async () => {
    const client = createFragmentClient({ header: { ...header, url: `${base}/header` } });
    const html = await client.header(request);
    expect(html).toBe('<div>header /header?locale=de-AT&amp;channel=shop-at</div>');
    expect(received[0]?.cookie).toBe('shop_locale=de-AT; _dyid=42');
  });

  it('sends the header service no cookies when its allow-list names none', async () => {
    const client = createFragmentClient({ header: { url: `${base}/header` } });
    await client.header(request);
    expect(received[0]?.cookie).toBeUndefined();
  });

  it('falls back to an empty header when the service answers 5xx, then stops calling it', async () => {
    behaviour.header = 503;
    const client = createFragmentClient({ header: { url: `${base}/header` } });
    expect(await client.header(request)).toBe('');
    expect(client.circuits.header.opened).toBe(true);
    expect(await client.header(request)).toBe('');
    expect(received).toHaveLength(1);
  });

  it('falls back to an empty header when the service is slower than the timeout', async () => {
    behaviour.delayMs = 300;
    const client = createFragmentClient({ header: { url: `${base}/header`, timeoutMs: 50 } });
    const started = Date.now();
    expect(await client.header(request)).toBe('');
    expect(Date.now() - started).toBeLessThan(250);
  });

  it('keeps a separate header circuit for the bam application', async () => {
    behaviour.header = 500;
    const client = createFragmentClient({ header: { url: `${base}/header` } });
    await client.header(request);
    expect(client.circuits.header.opened).toBe(true);
    behaviour.header = 200;
    expect(await client.header({ ...request, application: 'bam' })).toContain('header');
  });

  it('caches the footer per locale and channel', async () => {
    const client = createFragmentClient({ footer: { url: `${base}/footer` } });
    expect(client.footerCache.ttl).toBe(900_000);
    expect(client.footerCache.max).toBe(50);
    await client.footer(request);
    await client.footer(request);
    expect(received).toHaveLength(1);
    expect(await client.footer({ ...request, locale: 'sv-SE', channel: 'shop-se' })).not.toContain('script');
    expect(received).toHaveLength(2);
    expect(received[0]?.cookie).toBeUndefined();
  });

  it('fails the shell with "Error while requesting footer-service" when the footer fails', async () => {
    behaviour.footer = 500;
    const client = createFragmentClient({ footer: { url: `${base}/footer` } });
    await expect(client.footer(request)).rejects.toThrow(FOOTER_SERVICE_ERROR);
  });
});
