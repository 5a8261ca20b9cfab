import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySecurityHeaders, httpsHosts } from './security-headers';

const hosts = httpsHosts(['https://www.eyewear-shop.de', 'http://staging.eyewear-shop.at', undefined]);

/** Answers as Next.js does: cookies set before the head, or given with it, or written implicitly. */
function answer(req: IncomingMessage, res: ServerResponse): void {
  applySecurityHeaders(req, res, hosts);
  if (req.url === '/login') {
    res.setHeader('set-cookie', ['payload-token=abc; Path=/; HttpOnly; SameSite=Lax', 'b=1; Secure']);
    res.write('ok');
    res.end();
  } else if (req.url === '/head') {
    res.writeHead(200, { 'Set-Cookie': 'shop_visitor=v; Path=/; HttpOnly' }).end();
  } else {
    res.end('page');
  }
}

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
});

function get(path: string, headers: Record<string, string> = {}): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        res.resume();
        resolve(res.headers);
      })
      .on('error', reject);
  });
}

describe('security headers', () => {
  it('go with every answer', async () => {
    const headers = await get('/assets/x.svg');
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
      'content-security-policy': "frame-ancestors 'none'",
    });
    expect(headers['permissions-policy']).toContain('camera=(self)');
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    expect(headers['permissions-policy']).toContain('microphone=()');
  });

  it('let the backoffice’s live preview frame the shop on its own origin only', async () => {
    const headers = await get('/impressum', { cookie: 'a=1; __prerender_bypass=xyz' });
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['content-security-policy']).toBe("frame-ancestors 'self'");
  });

  it('over plain HTTP: no HSTS, cookies as set', async () => {
    const headers = await get('/login', { host: 'staging.eyewear-shop.at' });
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['set-cookie']).toEqual([
      'payload-token=abc; Path=/; HttpOnly; SameSite=Lax',
      'b=1; Secure',
    ]);
  });

  it('on a host whose public base URL is https: HSTS and every cookie Secure', async () => {
    const login = await get('/login', { host: 'www.eyewear-shop.de' });
    expect(login['strict-transport-security']).toBe('max-age=31536000');
    expect(login['set-cookie']).toEqual([
      'payload-token=abc; Path=/; HttpOnly; SameSite=Lax; Secure',
      'b=1; Secure',
    ]);
    const head = await get('/head', { host: 'www.eyewear-shop.de' });
    expect(head['set-cookie']).toEqual(['shop_visitor=v; Path=/; HttpOnly; Secure']);
  });
});
