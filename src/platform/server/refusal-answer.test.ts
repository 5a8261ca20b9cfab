import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerRefusal } from './refusal-answer';
import { guardRequest } from './request-guard';

const KIB = 1024;
let server: http.Server;
let port: number;

/** Refuses as the shop's server does; what the guard lets through is answered `next`. */
beforeAll(async () => {
  server = http.createServer((req, res) => {
    const verdict = guardRequest(req.method, req.url, req.headers);
    if (!verdict.pass && 'refusal' in verdict) void answerRefusal(req, res, verdict, {});
    else res.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => server.close());

/** A raw connection that collects what the server sends, and how the connection ended. */
async function connection() {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  let ended: string | undefined;
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  socket.on('error', (error: NodeJS.ErrnoException) => (ended = error.code));
  socket.on('close', () => (ended ??= 'closed'));
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return {
    socket,
    received: () => received,
    ended: () => ended,
    until,
    /** Sends a chunk and waits until the kernel took it; false when the connection is gone. */
    write: (chunk: string) =>
      new Promise<boolean>((resolve) => {
        if (socket.destroyed) resolve(false);
        else socket.write(chunk, (error) => resolve(!error));
      }),
  };
}

const chunk = 'x'.repeat(16 * KIB);
const head = (method: string, path: string, framing: string) =>
  `${method} ${path} HTTP/1.1\r\nhost: localhost\r\ncontent-type: application/json\r\n${framing}\r\n\r\n`;

describe('a refused request’s body', () => {
  it('is read to its end, slowly sent or not, so the client reads the refusal and keeps the connection', async () => {
    for (const method of ['POST', 'DELETE']) {
      const client = await connection();
      const length = 12 * chunk.length;
      await client.write(head(method, '/data/account/addresses/1', `content-length: ${length}`) + chunk);
      await client.until(() => client.received().includes('"message"'));
      expect(client.received()).toMatch(/^HTTP\/1\.1 413 /);
      for (let sent = chunk.length; sent < length; sent += chunk.length) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        expect(await client.write(chunk)).toBe(true);
      }
      await client.write(head('GET', '/data/wishlist', 'content-length: 0'));
      await client.until(() => client.received().endsWith('next') || client.ended() !== undefined);
      expect(client.ended()).toBeUndefined();
      client.socket.destroy();
    }
  });

  it('ends the connection after the refusal when declared longer than a megabyte', async () => {
    const client = await connection();
    await client.write(head('POST', '/data/cart', `content-length: ${2 * KIB * KIB}`) + chunk);
    await client.until(() => client.ended() !== undefined);
    expect(client.received()).toMatch(/^HTTP\/1\.1 413 [^]*connection: close/i);
  });

  it('ends the connection once a body of undeclared length passes a megabyte', async () => {
    const client = await connection();
    await client.write(head('POST', '/data/cart', 'transfer-encoding: chunked'));
    await client.until(() => client.received().includes('"message"'));
    expect(client.received()).toMatch(/^HTTP\/1\.1 411 /);
    // the kernel takes a few megabytes more before the client learns the connection is gone
    const most = 32 * KIB * KIB;
    let sent = 0;
    while (sent < most && (await client.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)))
      sent += chunk.length;
    await client.until(() => client.ended() !== undefined);
    expect(sent).toBeLessThan(most);
  });
});
