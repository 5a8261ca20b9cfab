import { randomUUID } from 'node:crypto';
import { logger } from '@/platform/logging/logger';
import { API_KEY_HEADER, TRACE_ID_HEADER } from '../provider-api';
import { builtinEngine } from '../wiring';
import type { BuiltinEngine } from './builtin-engine';

type EngineCall = (engine: BuiltinEngine, body: unknown, apiKey: string) => Promise<unknown>;

/** A refusal the engine made on purpose (bad key, bad request) carries the status a provider would send. */
const statusOf = (error: unknown) => {
  const status = (error as { status?: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
};

function engineEndpoint(call: EngineCall) {
  return async (request: Request): Promise<Response> => {
    const headers = { [TRACE_ID_HEADER]: randomUUID(), 'cache-control': 'no-store' };
    const apiKey = request.headers.get(API_KEY_HEADER);
    if (!apiKey) return Response.json({ error: 'Missing API key' }, { status: 401, headers });
    let body: unknown;
    try {
      body = JSON.parse(await request.text());
    } catch {
      return Response.json(
        { error: 'Invalid request: the body is not valid JSON' },
        { status: 400, headers },
      );
    }
    try {
      return Response.json(await call(builtinEngine(), body, apiKey), { headers });
    } catch (error) {
      const status = statusOf(error);
      if (status) return Response.json({ error: (error as Error).message }, { status, headers });
      logger.warn({ err: (error as Error).message }, 'personalisation engine failed');
      return Response.json({ error: 'The engine is not available at the moment' }, { status: 503, headers });
    }
  };
}

/**
 * The built-in engine over HTTP at `/api/engine` (`/v2/serve/user/choose`, `/v2/collect/user/engagement`,
 * `/v2/collect/user/event`), answering and refusing as the provider does, with `DY-API-Key` and a trace id:
 * another application, or a shop with `PERSONALIZATION_API_URL` pointing here, talks to it as to the provider.
 */
export const engineHandlers = {
  choose: engineEndpoint((engine, body, apiKey) => engine.choose(body, apiKey)),
  engagement: engineEndpoint((engine, body, apiKey) => engine.engagement(body, apiKey)),
  event: engineEndpoint((engine, body, apiKey) => engine.event(body, apiKey)),
};
