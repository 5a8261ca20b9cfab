import type { OutgoingHttpHeader, ServerResponse } from 'node:http';

/**
 * Headers Next.js passes from its proxy step to the page, not meant for the client. `x-middleware-rewrite`
 * carries the internal address with the whole query: with a long one, the answer's head outgrows the 16 KB
 * a client (Node's, most proxies) reads, and the client is left without an answer.
 */
const INTERNAL_HEADER = /^x-middleware-/i;

/** Takes Next.js's internal headers out of the answer's head, however they were set. */
export function dropInternalHeaders(res: ServerResponse): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    for (const name of res.getHeaderNames()) if (INTERNAL_HEADER.test(name)) res.removeHeader(name);
    for (const arg of rest) {
      if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
        const headers = arg as Record<string, OutgoingHttpHeader | undefined>;
        for (const name of Object.keys(headers)) if (INTERNAL_HEADER.test(name)) delete headers[name];
      }
    }
    return writeHead(statusCode, ...rest);
  }) as typeof res.writeHead;
}
