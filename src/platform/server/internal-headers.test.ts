import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { dropInternalHeaders } from './internal-headers';

/**
 * Answers as the shop does: its security headers (the policy is near 1 KB), and, as Next.js adds after the
 * proxy's rewrite, the internal address, query and all, in a header.
 */
function answer(req: IncomingMessage, res: ServerResponse): void {
  dropInternalHeaders(res);
  res.setHeader('content-security-policy', `default-src 'self'; ${'x'.repeat(900)}`);
  res.setHeader('x-middleware-rewrite', `/de-DE/default${req.url}`);
  if (req.url?.startsWith('/given')) {
    res.writeHead(200, { 'X-Middleware-Refresh': '1', 'content-type': 'text/html' }).end();
  } else {
    res.setHeader('x-nextjs-stale-time', '300');
    res.end('page');
  }
}

/** The head of the answer to one request, from a server of its own. */
async function headersOf(method: string, path: string): Promise<http.IncomingHttpHeaders> {
  const server = http.createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, method, path, agent: false }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.headers));
        })
        .on('error', reject)
        .end();
    });
  } finally {
    server.close();
  }
}

describe('internal headers', () => {
  it('answers an address of 15.5 KB within a client’s 16 KB limit for the head (HEAD and GET)', async () => {
    const path = `/checkout?q=${'x'.repeat(15_500)}`;
    for (const method of ['HEAD', 'GET']) {
      const headers = await headersOf(method, path);
      expect(headers['x-middleware-rewrite']).toBeUndefined();
    }
  });

  it('keeps the internal address and Next.js’s other middleware headers to itself, not the headers a page needs', async () => {
    const page = await headersOf('GET', '/p/pg/100001');
    expect(Object.keys(page).filter((name) => name.startsWith('x-middleware-'))).toEqual([]);
    expect(page['x-nextjs-stale-time']).toBe('300');
    const given = await headersOf('GET', '/given');
    expect(Object.keys(given).filter((name) => name.startsWith('x-middleware-'))).toEqual([]);
    expect(given['content-type']).toBe('text/html');
  });
});
