import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySecurityHeaders, httpsHosts } from './security-headers';

const settings = {
  httpsHosts: httpsHosts(['https://www.eyewear-shop.de', 'http://staging.eyewear-shop.at', undefined]),
  mapOrigin: 'https://tiles.example',
  tagManagerOrigin: 'https://tags.example',
  allowsTagManager: (cookies: string) => cookies.includes('statistics=true'),
};

/** Answers as Next.js does: cookies set before the head, or given with it, or written implicitly. */
function answer(req: IncomingMessage, res: ServerResponse): void {
  const nonce = applySecurityHeaders(req, res, settings);
  if (req.url === '/echo') {
    res.setHeader('x-nonce', nonce);
    res.end(req.headers['content-security-policy']);
  } else if (req.url === '/login') {
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

function exchange(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

const get = async (path: string, headers: Record<string, string> = {}) =>
  (await exchange(path, headers)).headers;

const directive = (policy: string | string[] | undefined, name: string) =>
  String(policy)
    .split('; ')
    .find((entry) => entry.startsWith(`${name} `));

describe('security headers', () => {
  it('go with every answer', async () => {
    const headers = await get('/assets/x.svg');
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    });
    expect(directive(headers['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(headers['permissions-policy']).toContain('camera=(self)');
    expect(headers['permissions-policy']).toContain('geolocation=(self)');
    expect(headers['permissions-policy']).toContain('microphone=()');
  });

  it('let the backoffice’s live preview frame the shop on its own origin only', async () => {
    const headers = await get('/impressum', { cookie: 'a=1; __prerender_bypass=xyz' });
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(directive(headers['content-security-policy'], 'frame-ancestors')).toBe("frame-ancestors 'self'");
  });

  it('allow scripts by a fresh nonce per answer, the one Next.js reads from the request', async () => {
    const forged = { 'content-security-policy': "script-src 'nonce-chosen-by-the-client'" };
    const first = await exchange('/echo', forged);
    const second = await exchange('/echo');
    const nonce = String(first.headers['x-nonce']);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(second.headers['x-nonce']).not.toBe(nonce);
    expect(first.body).toBe(first.headers['content-security-policy']);
    expect(directive(first.body, 'script-src')).toBe(
      `script-src 'nonce-${nonce}' 'strict-dynamic' 'wasm-unsafe-eval'`,
    );
    expect(first.body).toContain("object-src 'none'");
    expect(first.body).toContain("base-uri 'self'");
  });

  it('let the map’s style origin in, and the tag manager’s only once the visitor allowed statistics', async () => {
    const policy = String((await get('/'))['content-security-policy']);
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://tiles.example");
    const consented = String(
      (await get('/', { cookie: 'shop_consent=v%3D1%26statistics=true' }))['content-security-policy'],
    );
    expect(directive(consented, 'connect-src')).toBe(
      "connect-src 'self' https://tiles.example https://tags.example",
    );
    expect(directive(consented, 'img-src')).toContain('https://tags.example');
  });

  it('give the backoffice its own policy, unframed, that frames the live preview', async () => {
    const policy = String((await get('/admin/collections/products'))['content-security-policy']);
    expect(directive(policy, 'script-src')).toMatch(
      /^script-src 'nonce-[A-Za-z0-9_-]{22}' 'strict-dynamic'$/,
    );
    expect(directive(policy, 'frame-src')).toBe("frame-src 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
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
