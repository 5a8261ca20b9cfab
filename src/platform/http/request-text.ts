import http from 'node:http';
import https from 'node:https';
import { RemoteServiceError } from '../errors/remote-service-error';
import { httpAgent, httpsAgent } from './agent';

export interface TextResponse {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

export interface TextRequestOptions {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  signal?: AbortSignal;
  /** false: every status resolves, for callers that read a service's error answers themselves */
  rejectErrorStatus?: boolean;
}

/**
 * An HTTP call through the shared keep-alive agents. A non-2xx answer (a 5xx above all) raises a
 * RemoteServiceError with the service's status, unless `rejectErrorStatus` is false; the caller's signal
 * aborts the request.
 */
export function requestText(url: string, options: TextRequestOptions = {}): Promise<TextResponse> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const client = secure ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: options.method ?? 'GET',
        agent: secure ? httpsAgent : httpAgent,
        headers: options.headers,
        signal: options.signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const body = Buffer.concat(chunks).toString('utf8');
          if ((status < 200 || status >= 300) && options.rejectErrorStatus !== false) {
            reject(new RemoteServiceError(status, `${target.origin}${target.pathname} answered ${status}`));
            return;
          }
          resolve({ status, body, headers: response.headers });
        });
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

export function getText(
  url: string,
  options: Omit<TextRequestOptions, 'method' | 'body'> = {},
): Promise<TextResponse> {
  return requestText(url, options);
}
