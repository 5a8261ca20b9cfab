import type { IncomingMessage, ServerResponse } from 'node:http';

export const READINESS_PATH = '/api/ready';

export type Readiness = 'starting' | 'ready' | 'draining';

/**
 * The load balancer's readiness check: 200 once the instance has migrated and warmed up, 503 before that and
 * from SIGTERM on, so that no new visitor is sent to an instance that is starting or stopping. Liveness is
 * `/api/health`, which asks the database.
 */
export function answerReadiness(req: IncomingMessage, res: ServerResponse, readiness: Readiness): void {
  const body = JSON.stringify({ status: readiness });
  res.writeHead(readiness === 'ready' ? 200 : 503, {
    'content-type': 'application/json',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(body),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
