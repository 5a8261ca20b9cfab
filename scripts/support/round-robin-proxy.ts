import http from 'node:http';

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

/** What the upstream answered or the error that kept it from answering. */
function forward(port: number, req: http.IncomingMessage, body: Buffer): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const upstream = http.request(
      { host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers, agent: false },
      resolve,
    );
    upstream.once('error', reject);
    upstream.end(body);
  });
}

/**
 * A load balancer for the cluster test: each request goes to the next of `ports` in turn, over a connection of
 * its own. An instance that refuses the connection (stopped, or no longer listening while it drains) is
 * skipped, as nginx's `proxy_next_upstream error` does; any other failure is a 502, so that the test sees it.
 */
export async function startRoundRobinProxy(port: number, ports: readonly number[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    for (let tried = 0; tried < ports.length; tried += 1) {
      const target = ports[next++ % ports.length]!;
      try {
        const answer = await forward(target, req, body);
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': String(target) });
        answer.pipe(res);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ECONNREFUSED') break;
      }
    }
    res.writeHead(502).end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
