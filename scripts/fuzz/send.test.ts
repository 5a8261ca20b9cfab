import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzClient, type FuzzClient } from './send';

/** What the server read: each request's method and body, in order. */
const received: string[] = [];
let server: http.Server;
let client: FuzzClient;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push(`${req.method} ${Buffer.concat(chunks).toString()}`);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = fuzzClient((server.address() as AddressInfo).port, 1, 2_000);
});

afterAll(() => {
  client.close();
  server.close();
});

describe('the fuzzer’s client', () => {
  it('sends the body of every method as that request’s body, not as the next request', async () => {
    const methods = ['DELETE', 'OPTIONS', 'POST', 'PATCH', 'PUT'];
    for (const method of methods) {
      const answer = await client.send({
        route: 'x',
        method,
        path: '/data/account/addresses/1',
        headers: { 'content-type': 'application/json' },
        body: '{"email":"é@example.com"}',
      });
      expect(answer).toMatchObject({ status: 200 });
    }
    expect(received).toEqual(methods.map((method) => `${method} {"email":"é@example.com"}`));
  });
});
