import http from 'node:http';
import https from 'node:https';
import { RemoteServiceError } from '../errors/remote-service-error';
import { httpAgent, httpsAgent } from './agent';

export interface TextResponse {
  status: number;
  body: string;
}

/**
 * GET through the shared keep-alive agents. A 5xx (or other non-2xx) answer raises a RemoteServiceError with
 * the service's status; the caller's signal aborts the request.
 */
export function getText(url: string, options: { headers?: Record<string, string>; signal?: AbortSignal } = {}): Promise<TextResponse> {
  const target = new URL(url);
  const secure = target.protocol === 'https:';
  const client = secure ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      target,
      { agent: secure ? httpsAgent : httpAgent, headers: options.headers, signal: options.signal },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const body = Buffer.concat(chunks).toString('utf8');
          if (status < 200 || status >= 300) {
            reject(new RemoteServiceError(status, `${target.origin}${target.pathname} answered ${status}`));
            return;
          }
          resolve({ status, body });
        });
      },
    );
    request.on('error', reject);
  });
}
