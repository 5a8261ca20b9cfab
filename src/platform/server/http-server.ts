import { randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';
import next from 'next';
import { startSharedInvalidation } from '../cache/shared-invalidation';
import { serverConfig } from '../config/server-config';
import { normaliseForwardedHeaders, trustOf } from '../http/forwarded-headers';
import { logger } from '../logging/logger';
import { PageCache, type CachedPage } from './page-cache';
import { PendingRenders } from './pending-renders';
import { FIRST_VIEW_ROUTES } from './first-view-routes';
import { dropInternalHeaders } from './internal-headers';
import { answerRefusal } from './refusal-answer';
import { guardRequest } from './request-guard';
import { answerReadiness, READINESS_PATH, type Readiness } from './readiness';
import { runWithResponseState, type ResponseState } from './response-status';
import { runShutdownSteps } from './shutdown-steps';
import { applySecurityHeaders, httpsHosts } from './security-headers';
import { warmUp } from './warm-up';

const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
const PAGE_CACHE_TTL_MS = 5 * 60 * 1000;
/** How long a request waits for another's render of the same page before it renders the page itself. */
const RENDER_WAIT_MS = 10_000;
/** A client that has not sent its headers, or its whole request, by then is cut off (slowloris). */
const HEADERS_TIMEOUT_MS = 10_000;
const REQUEST_TIMEOUT_MS = 60_000;
/** How long a stopping instance waits for the requests under way; a request still open then is cut off. */
const DRAIN_TIMEOUT_MS = 30_000;
/** Headers of one connection or one answer, not of the page. */
const UNSHARED_HEADERS = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'x-request-id',
  'content-length',
  // a fresh nonce per answer (ADR 0018)
  'content-security-policy',
];

function serveCached(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  res.writeHead(page.status, {
    ...page.headers,
    'content-length': page.body.length,
    'x-request-id': String(req.headers['x-request-id'] || randomUUID()),
    'x-page-cache': 'hit',
  });
  res.end(req.method === 'HEAD' ? undefined : page.body);
}

/** Collects what Next.js writes, to offer the complete answer to the page cache when it ends. */
function capture(res: ServerResponse, done: (page: CachedPage) => void): void {
  const chunks: Buffer[] = [];
  let headers: OutgoingHttpHeaders = {};
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    const given = rest.find((arg) => arg && typeof arg === 'object') as OutgoingHttpHeaders | undefined;
    headers = { ...res.getHeaders(), ...given };
    return writeHead(statusCode, ...rest);
  }) as typeof res.writeHead;
  const toBuffer = (chunk: unknown, encoding?: unknown): Buffer => {
    if (typeof chunk === 'string') {
      return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    }
    return Buffer.from(chunk as Uint8Array);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    chunks.push(toBuffer(chunk, rest[0]));
    return write(chunk, ...rest);
  }) as typeof res.write;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (chunk && typeof chunk !== 'function') chunks.push(toBuffer(chunk, rest[0]));
    const result = end(chunk, ...rest);
    const shared = Object.fromEntries(
      Object.entries({ ...res.getHeaders(), ...headers }).filter(
        ([name]) => !UNSHARED_HEADERS.includes(name),
      ),
    );
    done({ status: res.statusCode, headers: shared, body: Buffer.concat(chunks) });
    return result;
  }) as typeof res.end;
}

export interface ShopServer {
  server: http.Server;
  /**
   * Answers readiness 503 while still serving for the grace period (DRAIN_GRACE_SECONDS), then stops taking
   * requests (the listening socket closed), lets the requests under way finish, then the background work
   * (mail being sent) and the invalidation bus.
   */
  drain(): Promise<void>;
}

/**
 * Serves the built Next.js app. A page that asked for an error status (page-data.ts) gets it, as long as
 * the head of its response has not been written. Catalogue pages that are the same for every visitor are
 * answered from the page cache (page-cache.ts) once rendered. Once listening, it loads the routes a page
 * calls when shown (first-view-routes.ts).
 */
export interface HttpServerOptions {
  hostname?: string;
  /** whether the visitor, by the request's cookies, has allowed statistics and so the tag manager */
  allowsTagManager: (cookieHeader: string) => boolean;
}

const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined);

export async function startHttpServer(port: number, options: HttpServerOptions): Promise<ShopServer> {
  const { hostname = '0.0.0.0', allowsTagManager } = options;
  let readiness: Readiness = 'starting';
  const app = next({ dev: false, port, hostname: 'localhost' });
  await app.prepare();
  const stopInvalidationBus = await startSharedInvalidation();
  const handle = app.getRequestHandler();
  const config = serverConfig();
  const pageCache = new PageCache({
    maxBytes: PAGE_CACHE_BYTES,
    ttlMs: PAGE_CACHE_TTL_MS,
    domains: config.countries.domains,
    enabled: !config.headerService,
  });
  const pendingRenders = new PendingRenders(RENDER_WAIT_MS);
  const security = {
    httpsHosts: httpsHosts([
      config.publicBaseUrl,
      ...Object.values(config.countries.countries).map((country) => country.baseUrl),
    ]),
    mapOrigin: originOf(config.mapStyleUrl),
    tagManagerOrigin: originOf(config.tagManagerUrl),
    allowsTagManager,
  };
  const trust = trustOf(config.trustedProxies);

  const failed = (req: IncomingMessage, res: ServerResponse) => (error: unknown) => {
    logger.error({ err: (error as Error).message, url: req.url }, 'request failed');
    if (!res.headersSent) res.writeHead(500).end();
    else res.end();
  };

  const serve = (req: IncomingMessage, res: ServerResponse) => {
    if (readiness === 'draining') res.setHeader('connection', 'close');
    if (req.url === READINESS_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      answerReadiness(req, res, readiness);
      return;
    }
    normaliseForwardedHeaders(req, trust);
    const nonce = applySecurityHeaders(req, res, security);
    const verdict = guardRequest(req.method, req.url, req.headers);
    if (!verdict.pass && 'refusal' in verdict) {
      void answerRefusal(req, res, verdict, config.countries.domains).catch(failed(req, res));
      return;
    }
    if (!verdict.pass) req.url = verdict.rewrite;
    const key = pageCache.keyOf(req.method, req.url, req.headers);
    const cached = key ? pageCache.get(key, nonce) : undefined;
    if (cached) {
      serveCached(req, res, cached);
      return;
    }
    const rendering = key && pendingRenders.waitFor(key);
    if (!rendering) {
      render(req, res, key, nonce);
      return;
    }
    void rendering
      .then(() => {
        const rendered = pageCache.get(key, nonce);
        if (rendered) serveCached(req, res, rendered);
        else render(req, res, key, nonce);
      })
      .catch(failed(req, res));
  };

  const render = (req: IncomingMessage, res: ServerResponse, key: string | undefined, nonce: string) => {
    const state: ResponseState = {};
    if (key && req.method === 'GET') {
      res.once('close', pendingRenders.begin(key));
      capture(res, (page) => {
        if (!state.unshareable) pageCache.offer(key, page, nonce);
      });
    }
    // after capture: neither the answer nor the page cache keeps them
    dropInternalHeaders(res);

    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    res.writeHead = ((statusCode: number, ...rest: unknown[]) =>
      writeHead(
        state.status && statusCode === 200 ? state.status : statusCode,
        ...rest,
      )) as typeof res.writeHead;
    runWithResponseState(state, () => handle(req, res).catch(failed(req, res)));
  };

  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    try {
      serve(req, res);
    } catch (error) {
      failed(req, res)(error);
    }
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  logger.info({ port }, `shop listening on http://localhost:${port}`);
  void warmUp(`http://localhost:${port}`, FIRST_VIEW_ROUTES).finally(() => {
    if (readiness === 'starting') readiness = 'ready';
  });

  // Connections kept alive after an answer, waiting for the next request: a draining server ends them. A
  // connection that has not sent its first request yet is left to send it (closing it would cut that off).
  const waitingForNextRequest = new Set<Socket>();
  server.on('connection', (socket: Socket) =>
    socket.once('close', () => waitingForNextRequest.delete(socket)),
  );
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    waitingForNextRequest.delete(socket);
    res.once('finish', () => {
      if (readiness === 'draining') socket.end();
      else if (!socket.destroyed) waitingForNextRequest.add(socket);
    });
  });

  const drain = async () => {
    readiness = 'draining';
    // A balancer keeps sending until its readiness check sees the 503; a connection it opens just as the
    // listening socket closes would be reset. So the instance serves on for the grace period first.
    await new Promise((resolve) => setTimeout(resolve, config.drainGraceMs));
    // net.Server's close: http.Server's own would also close the connections accepted a moment ago whose
    // request has not been read yet. Either settles once every connection has ended.
    const closed = new Promise<void>((resolve) => net.Server.prototype.close.call(server, () => resolve()));
    for (const socket of waitingForNextRequest) socket.end();
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, DRAIN_TIMEOUT_MS).unref());
    await Promise.race([closed, timeout]);
    server.closeAllConnections();
    await runShutdownSteps();
    await stopInvalidationBus?.();
    logger.info('shop stopped: requests under way answered, background work finished');
  };
  return { server, drain };
}
