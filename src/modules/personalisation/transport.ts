import { DEFAULT_CIRCUIT, createCircuit } from '@/platform/breakers/circuit';
import { RemoteServiceError } from '@/platform/errors/remote-service-error';
import { requestText } from '@/platform/http/request-text';
import type { BuiltinEngine } from './engine/builtin-engine';
import { API_KEY_HEADER, CHOOSE_PATH, ENGAGEMENT_PATH, EVENT_PATH, TRACE_ID_HEADER } from './provider-api';

export interface TransportAnswer {
  body: unknown;
  traceId?: string;
}

/** How the client reaches an Experience API: over HTTP to a provider, or in process to the built-in engine. */
export interface ProviderTransport {
  post(
    path: string,
    body: unknown,
    options: { apiKey: string; signal: AbortSignal },
  ): Promise<TransportAnswer>;
}

function errorText(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { error?: unknown; message?: unknown };
    const text = parsed.error ?? parsed.message;
    return typeof text === 'string' ? text : undefined;
  } catch {
    return body.trim() || undefined;
  }
}

/** A Dynamic Yield–compatible provider at `baseUrl`, through a circuit (3000 ms / 5000 ms defaults). */
export function httpTransport(baseUrl: string): ProviderTransport {
  const root = baseUrl.replace(/\/+$/, '');
  const circuit = createCircuit(
    'personalisation-provider',
    async (signal: AbortSignal, path: string, body: string, apiKey: string) => {
      const response = await requestText(`${root}${path}`, {
        method: 'POST',
        body,
        signal,
        rejectErrorStatus: false,
        headers: { 'content-type': 'application/json', accept: 'application/json', [API_KEY_HEADER]: apiKey },
      });
      if (response.status < 200 || response.status >= 300) {
        throw new RemoteServiceError(
          response.status,
          errorText(response.body) ?? `personalisation provider answered ${response.status}`,
        );
      }
      const traceId = response.headers[TRACE_ID_HEADER];
      return {
        body: response.body ? (JSON.parse(response.body) as unknown) : {},
        traceId: Array.isArray(traceId) ? traceId[0] : traceId,
      };
    },
    DEFAULT_CIRCUIT,
  );
  return {
    async post(path, body, { apiKey, signal }) {
      const call = circuit.callWith(path, JSON.stringify(body), apiKey);
      return new Promise<TransportAnswer>((resolve, reject) => {
        const abort = () => reject(new Error(`personalisation call to ${path} timed out`));
        if (signal.aborted) return abort();
        signal.addEventListener('abort', abort, { once: true });
        call.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
      });
    },
  };
}

/** The built-in engine, called in process with the same bodies and keys a provider would get. */
export function engineTransport(engine: BuiltinEngine): ProviderTransport {
  return {
    async post(path, body, { apiKey, signal }) {
      if (signal.aborted) throw new Error(`personalisation call to ${path} timed out`);
      if (path === CHOOSE_PATH) return { body: await engine.choose(body, apiKey) };
      if (path === ENGAGEMENT_PATH) return { body: await engine.engagement(body, apiKey) };
      if (path === EVENT_PATH) return { body: await engine.event(body, apiKey) };
      throw new RemoteServiceError(404, `No such endpoint ${path}`);
    },
  };
}
