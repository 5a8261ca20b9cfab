/**
 * A stand-in for a Dynamic Yield–compatible Experience API on loopback: answers choose, engagement and event
 * calls, records every request (path, API key header, body) and can be made slow or failing.
 */
import http from 'node:http';

export interface RecordedCall {
  path: string;
  apiKey: string | undefined;
  body: Record<string, unknown>;
}

export interface ProviderBehaviour {
  /** answer with this status (500: the provider is down) */
  status: number;
  /** wait this long before answering */
  delayMs: number;
  /** API keys the provider accepts; others get 401 like the real one */
  apiKeys: string[];
}

export const STAND_IN_BANNER = {
  text: '<b>Provider banner</b><script>alert(1)</script>',
  linkTarget: '/partneroptiker',
  buttonText: 'Go',
  countdownEndDate: '2099-01-01T00:00:00Z',
};

export function providerHandler(calls: RecordedCall[], behaviour: ProviderBehaviour) {
  return (req: http.IncomingMessage, res: http.ServerResponse, body: string): void => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const apiKey = req.headers['dy-api-key'] as string | undefined;
    const parsed = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    calls.push({ path, apiKey, body: parsed });
    setTimeout(() => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('x-dy-trace-id', `trace-${calls.length}`);
      if (behaviour.status >= 500)
        return void res.writeHead(behaviour.status).end(JSON.stringify({ error: 'Provider unavailable' }));
      if (!apiKey || !behaviour.apiKeys.includes(apiKey))
        return void res.writeHead(401).end(JSON.stringify({ error: 'Invalid API key' }));
      if (path === '/v2/serve/user/choose') {
        const names = ((parsed.selector as { names?: string[] } | undefined)?.names ?? []).filter(
          (name) => name === 'TOP_BANNER_CAMPAIGN',
        );
        return void res.end(
          JSON.stringify({
            choices: names.map((name) => ({
              id: 1,
              name,
              type: 'DECISION',
              decisionId: 'decision-1',
              variations: [
                {
                  id: 11,
                  payload: { type: 'CUSTOM_JSON', data: STAND_IN_BANNER },
                  analyticsMetadata: {
                    experienceName: 'Stand-in experience',
                    variationName: 'Stand-in variation',
                  },
                },
              ],
            })),
            cookies: [
              { name: '_dyid_server', value: 'provider-server-id', maxAge: '31536000' },
              { name: '_dy_provider', value: 'p1', maxAge: '600' },
            ],
          }),
        );
      }
      if (path === '/v2/collect/user/engagement' || path === '/v2/collect/user/event')
        return void res.end('{}');
      res.writeHead(404).end(JSON.stringify({ error: 'Not found' }));
    }, behaviour.delayMs);
  };
}

/** Starts the stand-in on a free loopback port. */
export function startProvider(
  behaviour: ProviderBehaviour,
): Promise<{ url: string; calls: RecordedCall[]; behaviour: ProviderBehaviour; close: () => Promise<void> }> {
  const calls: RecordedCall[] = [];
  const handle = providerHandler(calls, behaviour);
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => handle(req, res, body));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        calls,
        behaviour,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
