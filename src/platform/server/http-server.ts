import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import next from 'next';
import { logger } from '../logging/logger';
import { runWithResponseState, type ResponseState } from './response-status';

/**
 * Serves the built Next.js app. A page that asked for an error status (page-data.ts) gets it, as long as
 * the head of its response has not been written.
 */
export async function startHttpServer(port: number, hostname = '0.0.0.0'): Promise<http.Server> {
  const app = next({ dev: false, port, hostname: 'localhost' });
  await app.prepare();
  const handle = app.getRequestHandler();

  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    const state: ResponseState = {};
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((statusCode: number, ...rest: unknown[]) =>
      writeHead(
        state.status && statusCode === 200 ? state.status : statusCode,
        ...rest,
      )) as typeof res.writeHead;
    runWithResponseState(state, () =>
      handle(req, res).catch((error: unknown) => {
        logger.error({ err: (error as Error).message, url: req.url }, 'request failed');
        if (!res.headersSent) res.writeHead(500).end();
      }),
    );
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  logger.info({ port }, `shop listening on http://localhost:${port}`);
  return server;
}
