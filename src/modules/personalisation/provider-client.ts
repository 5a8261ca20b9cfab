import { logger } from '@/platform/logging/logger';
import {
  CHOOSE_PATH,
  ENGAGEMENT_PATH,
  EVENT_PATH,
  type ProviderChooseRequest,
  type ProviderChooseResponse,
  type ProviderEngagementRequest,
  type ProviderEventRequest,
} from './provider-api';
import type { ProviderTransport } from './transport';

const log = logger.child({ module: 'personalisation' });

/**
 * Calls the Experience API with the country's `DY-API-Key`. Logs the provider's trace id; a failure is
 * logged with the elapsed time and the country, then rethrown with the original message.
 */
export class ProviderClient {
  constructor(
    private readonly transport: ProviderTransport,
    private readonly apiKeyOf: (country: string) => string,
  ) {}

  private async post<T>(path: string, body: unknown, country: string, timeoutMs: number): Promise<T> {
    const started = performance.now();
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const answer = await this.transport.post(path, body, { apiKey: this.apiKeyOf(country), signal });
      if (answer.traceId)
        log.info(
          { path, country, traceId: answer.traceId, elapsedMs: Math.round(performance.now() - started) },
          'personalisation call',
        );
      return answer.body as T;
    } catch (error) {
      const message = (error as Error).message;
      log.warn(
        { path, country, elapsedMs: Math.round(performance.now() - started), err: message },
        'personalisation call failed',
      );
      throw new Error(message, { cause: error });
    }
  }

  choose(
    request: ProviderChooseRequest,
    country: string,
    timeoutMs: number,
  ): Promise<ProviderChooseResponse> {
    return this.post(CHOOSE_PATH, request, country, timeoutMs);
  }

  engagement(request: ProviderEngagementRequest, country: string, timeoutMs: number): Promise<unknown> {
    return this.post(ENGAGEMENT_PATH, request, country, timeoutMs);
  }

  event(request: ProviderEventRequest, country: string, timeoutMs: number): Promise<unknown> {
    return this.post(EVENT_PATH, request, country, timeoutMs);
  }
}
