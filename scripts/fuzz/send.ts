import http from 'node:http';
import type { FuzzRequest } from './routes';

export interface Answer {
  status: number;
  ms: number;
  /** why there is no answer: the socket's error code (ECONNRESET, …) or message */
  error?: string;
}

export interface FuzzClient {
  send(request: FuzzRequest): Promise<Answer>;
  close(): void;
}

/**
 * Sends the fuzzer's requests to a shop on a loopback port over at most `connections` kept-alive connections,
 * and times their answers; an answer that takes `timeoutMs` ends the request.
 */
export function fuzzClient(port: number, connections: number, timeoutMs: number): FuzzClient {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

  /**
   * One request and its answer. A kept-alive connection the shop closed while idle (HTTP allows it) fails the
   * next request sent on it before any answer; as browsers do, that request is sent once more on a new one.
   */
  function send(request: FuzzRequest, retried = false): Promise<Answer> {
    const started = performance.now();
    // Node's client sends the body of a DELETE, OPTIONS or TRACE without stating its length, so the server
    // reads it as the next request; browsers state it.
    const framing = request.body === undefined ? {} : { 'content-length': Buffer.byteLength(request.body) };
    return new Promise((resolve) => {
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port,
          method: request.method,
          path: request.path,
          headers: { ...request.headers, ...framing },
          agent,
          timeout: timeoutMs,
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
          );
          response.on('error', (error: NodeJS.ErrnoException) =>
            resolve({ status: 0, ms: performance.now() - started, error: error.code ?? error.message }),
          );
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timeout')));
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (outgoing.reusedSocket && error.code === 'ECONNRESET' && !retried) {
          resolve(send(request, true));
          return;
        }
        resolve({ status: 0, ms: performance.now() - started, error: error.code ?? error.message });
      });
      outgoing.end(request.body);
    });
  }

  return { send: (request) => send(request), close: () => agent.destroy() };
}
