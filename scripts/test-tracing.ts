/**
 * Tracing against a running shop: a loopback OTLP/HTTP receiver and a failing header service stand-in, then the
 * shop started with OTEL_EXPORTER_OTLP_ENDPOINT on a throwaway SQLite database. Checks that a storefront request
 * arrives as spans with Next.js's inside, that the header service got the trace in `traceparent`, that the
 * request's log line about that service's failure names the trace, and that a host not named for tracing is not
 * traced. Prints "tracing: N passed, N failed".
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './support/free-port';
import { checks } from './support/checks';

interface OtlpSpan {
  traceId: string;
  name: string;
  kind: number;
  attributes?: Array<{ key: string; value: { stringValue?: string; intValue?: string | number } }>;
}
interface OtlpExport {
  resourceSpans: Array<{
    resource: { attributes: Array<{ key: string; value: { stringValue?: string } }> };
    scopeSpans: Array<{ spans: OtlpSpan[] }>;
  }>;
}

const SERVER_KIND = 2;
const { check, finish } = checks('tracing');

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

const exports: OtlpExport[] = [];
const receiver = createServer(async (request, response) => {
  const body = await bodyOf(request);
  if (request.url === '/v1/traces' && request.headers['content-type']?.includes('json')) {
    exports.push(JSON.parse(body) as OtlpExport);
  }
  response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
});
const traceparents: string[] = [];
const headerService = createServer((request, response) => {
  traceparents.push(String(request.headers.traceparent ?? ''));
  // failing, so that the shop logs a warning inside the request (and shows its empty header)
  response.writeHead(503, { 'content-type': 'text/plain' }).end('unavailable');
});

const [receiverPort, headerPort, shopPort] = [await freePort(), await freePort(), await freePort()];
receiver.listen(receiverPort, '127.0.0.1');
headerService.listen(headerPort, '127.0.0.1');
const database = 'data/test-tracing.db';
rmSync(database, { force: true });
const logLines: string[] = [];
const shop = spawn('node', ['scripts/run.mjs', 'scripts/start.ts'], {
  env: {
    ...process.env,
    PORT: String(shopPort),
    DATABASE_URL: `file:./${database}`,
    LOG_LEVEL: 'debug',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
    OTEL_TRACED_HOSTS: 'localhost',
    OTEL_BSP_SCHEDULE_DELAY: '200',
    HEADER_SERVICE_URL: `http://127.0.0.1:${headerPort}/header`,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
shop.stdout!.on('data', (chunk: Buffer) => logLines.push(...chunk.toString('utf8').split('\n')));

const spans = () =>
  exports.flatMap((batch) =>
    batch.resourceSpans.flatMap((resource) =>
      resource.scopeSpans.flatMap((scope) =>
        scope.spans.map((span) => ({ ...span, resource: resource.resource })),
      ),
    ),
  );
const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes?.find((entry) => entry.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : String(value.intValue));
};
const serverSpansFor = (path: string) =>
  spans().filter(
    (span) =>
      span.kind === SERVER_KIND && (attribute(span, 'http.target') ?? attribute(span, 'url.path')) === path,
  );

async function until<T>(find: () => T | undefined, ms: number): Promise<T | undefined> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found || Date.now() > deadline) return found;
    await sleep(100);
  }
}

try {
  const started = Date.now();
  let up = false;
  while (!up && Date.now() - started < 180_000) {
    up = await fetch(`http://127.0.0.1:${shopPort}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!up) await sleep(500);
  }
  check('the shop starts with tracing on', up);
  if (!up) throw new Error('the shop did not start within 3 minutes');

  const page = await fetch(`http://localhost:${shopPort}/agb?locale=de-DE`);
  check('a storefront page answers', page.status === 200, String(page.status));
  const span = await until(() => serverSpansFor('/agb?locale=de-DE')[0], 10_000);
  check('the request arrives at the OTLP receiver as a server span', Boolean(span));
  const service = span && (span as { resource: OtlpExport['resourceSpans'][0]['resource'] }).resource;
  check(
    'the spans name the service',
    service?.attributes.some(
      (entry) => entry.key === 'service.name' && entry.value.stringValue === 'eyewear-shop',
    ) ?? false,
  );
  const traceId = span?.traceId ?? '(none)';
  check(
    'Next.js’s own spans are part of the request’s trace',
    spans().some((other) => other.traceId === traceId && other.kind !== SERVER_KIND),
  );
  check(
    'the header service got the trace in traceparent',
    traceparents.some((header) => header.split('-')[1] === traceId),
    traceparents.join(' | '),
  );
  check(
    'the request’s log lines name its trace (the header service’s failure)',
    logLines.some(
      (line) => line.includes('header-service failed') && line.includes(`"traceId":"${traceId}"`),
    ),
    logLines
      .filter((line) => line.startsWith('{'))
      .slice(-4)
      .join('\n'),
  );

  const untraced = await fetch(`http://127.0.0.1:${shopPort}/impressum?locale=de-DE`);
  await untraced.arrayBuffer();
  await sleep(1_500);
  check('a host not named for tracing is not traced', serverSpansFor('/impressum?locale=de-DE').length === 0);
} catch (error) {
  check('the checks ran to the end', false, (error as Error).message);
} finally {
  if (shop.pid) process.kill(-shop.pid, 'SIGTERM');
  receiver.close();
  headerService.close();
}
finish();
