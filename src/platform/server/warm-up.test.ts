import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { warmUp } from './warm-up';

const servers: http.Server[] = [];

async function serverAnswering(status: (path: string) => number) {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(status(req.url ?? '')).end('answer');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('warming up a started server', () => {
  it('asks for every route once with a GET, in order, whatever the routes answer', async () => {
    const { base, requests } = await serverAnswering((path) => (path === '/api/dy/choose' ? 405 : 500));
    await warmUp(base, ['/api/dy/choose', '/api/engine/v2/serve/user/choose']);
    expect(requests).toEqual(['GET /api/dy/choose', 'GET /api/engine/v2/serve/user/choose']);
  });

  it('does not fail the start when the server cannot be reached', async () => {
    const { base } = await serverAnswering(() => 200);
    await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
    await expect(warmUp(base, ['/api/dy/choose'])).resolves.toBeUndefined();
  });
});
