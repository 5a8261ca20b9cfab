import { NextRequest } from 'next/server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startProvider, STAND_IN_BANNER } from '../../../e2e/support/personalisation-provider';
import { createProxyHandlers } from './proxy-handlers';
import { ProviderClient } from './provider-client';
import { httpTransport } from './transport';

const KEYS: Record<string, string> = { de: 'key-de', at: 'key-at' };
const settings = { priceLists: { glasses: ['g'], sunglasses: ['s'], contactLenses: ['c'] } };

let provider: Awaited<ReturnType<typeof startProvider>>;
let handlers: ReturnType<typeof createProxyHandlers>;

beforeAll(async () => {
  provider = await startProvider({ status: 200, delayMs: 0, apiKeys: Object.values(KEYS) });
  const client = new ProviderClient(httpTransport(provider.url), (country) => KEYS[country] ?? 'unknown');
  handlers = createProxyHandlers(() => ({ client, settingsOf: () => settings }));
});
afterAll(() => provider.close());
beforeEach(() => {
  provider.calls.length = 0;
  Object.assign(provider.behaviour, { status: 200, delayMs: 0 });
});

function post(path: string, body: unknown, cookie = ''): NextRequest {
  return new NextRequest(`http://localhost${path}`, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      cookie,
      'user-agent': 'IntegrationTest/1.0',
      'x-forwarded-for': '198.51.100.7',
    },
  });
}

const chooseBody = (country = 'at', timeout = 1250) => ({
  partialRequestData: {
    url: '/?utm_id=u1',
    locale: 'de-AT',
    campaigns: ['TOP_BANNER_CAMPAIGN'],
    pageType: 'PAGE_VARIATION',
    trackPageview: true,
  },
  options: { timeout },
  apiOptions: { country },
});

async function settle(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('POST /api/dy/choose against a provider', () => {
  it('sends the country’s API key and the mapped body, and answers campaign data and cookies', async () => {
    const response = await handlers.choose(
      post('/api/dy/choose', chooseBody(), '_dyid=777; _dyjsession=s9; personalisation_consent=true'),
    );
    expect(response.status).toBe(200);
    const answer = await response.json();
    expect(answer.campaignData.TOP_BANNER_CAMPAIGN).toEqual({
      variationData: { ...STAND_IN_BANNER, text: '<b>Provider banner</b>' },
      trackingInformation: {
        variationName: 'Stand-in variation',
        experienceName: 'Stand-in experience',
        campaignSelectorName: 'TOP_BANNER_CAMPAIGN',
        campaignDecisionId: 'decision-1',
      },
    });
    const choose = provider.calls.find((call) => call.path === '/v2/serve/user/choose')!;
    expect(choose.apiKey).toBe('key-at');
    expect(choose.body).toMatchObject({
      user: { dyid: '777', active_consent_accepted: true },
      session: { dy: 's9' },
      selector: { names: ['TOP_BANNER_CAMPAIGN'] },
      context: {
        page: { type: 'HOMEPAGE', locale: 'de_AT' },
        device: { userAgent: 'IntegrationTest/1.0', ip: '198.51.100.7' },
        pageAttributes: { utm_id: 'u1' },
      },
    });

    const cookies = response.headers.getSetCookie();
    expect(cookies).toContain(
      '_dyid_server=provider-server-id; Max-Age=31536000; Path=/; Secure; SameSite=Lax; HttpOnly',
    );
    expect(cookies).toContain('_dy_provider=p1; Max-Age=600; Path=/; Secure; SameSite=Lax');
  });

  it('reports a new-user event after choose when the visitor got a server id and consents', async () => {
    await handlers.choose(post('/api/dy/choose', chooseBody(), '_dyid=777; personalisation_consent=true'));
    await settle();
    const event = provider.calls.find((call) => call.path === '/v2/collect/user/event');
    expect(event?.apiKey).toBe('key-at');
    expect(event?.body).toMatchObject({
      user: { dyid: '777', dyid_server: '777' },
      events: [{ name: 'New User' }],
    });
  });

  it('reports no new user without consent, and none for a visitor who already has a server id', async () => {
    await handlers.choose(post('/api/dy/choose', chooseBody(), '_dyid=777'));
    await handlers.choose(
      post('/api/dy/choose', chooseBody(), '_dyid=777; _dyid_server=777; personalisation_consent=true'),
    );
    await settle();
    expect(provider.calls.filter((call) => call.path === '/v2/collect/user/event')).toEqual([]);
    expect(provider.calls[0]?.body.context).not.toHaveProperty('pageAttributes');
  });

  it('falls back to the default country de for an unknown country', async () => {
    await handlers.choose(post('/api/dy/choose', chooseBody('xx')));
    expect(provider.calls[0]?.apiKey).toBe('key-de');
  });

  it('answers 400 with the error text when the provider is down, slow or rejects the key', async () => {
    provider.behaviour.status = 500;
    let response = await handlers.choose(post('/api/dy/choose', chooseBody()));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Provider unavailable' });

    provider.behaviour.status = 200;
    provider.behaviour.delayMs = 400;
    response = await handlers.choose(post('/api/dy/choose', chooseBody('at', 100)));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/timed out/);
  });

  it('answers the spec’s errors for a bad request', async () => {
    const missing = await handlers.choose(post('/api/dy/choose', { options: {} }));
    expect([missing.status, await missing.json()]).toEqual([400, { message: 'Bad Request' }]);
    const notJson = await handlers.choose(post('/api/dy/choose', '{not json'));
    expect([notJson.status, await notJson.json()]).toEqual([400, { message: 'Bad Request' }]);
    expect(provider.calls).toEqual([]);
  });
});

describe('POST /api/dy/engagement against a provider', () => {
  // As the banner's beacon sends it: timeout 0 means the proxy's default.
  const engagement = {
    engagement: { type: 'CLICK', decisionId: 'decision-1' },
    options: { timeout: 0 },
    apiOptions: { country: 'at' },
    variationName: 'Stand-in variation',
  };

  it('forwards the engagement with session and user when both exist', async () => {
    const response = await handlers.engagement(
      post('/api/dy/engagement', engagement, '_dyid=777; _dyid_server=777; _dyjsession=s9'),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Engagement reported' });
    expect(provider.calls).toEqual([
      {
        path: '/v2/collect/user/engagement',
        apiKey: 'key-at',
        body: {
          user: { dyid: '777', dyid_server: '777', active_consent_accepted: false },
          session: { dy: 's9' },
          engagements: [{ type: 'CLICK', decisionId: 'decision-1' }],
        },
      },
    ]);
  });

  it('sends nothing without a session id or a user id', async () => {
    const response = await handlers.engagement(post('/api/dy/engagement', engagement, '_dyid=777'));
    expect(response.status).toBe(200);
    expect((await response.json()).message).toMatch(/not sent/);
    expect(provider.calls).toEqual([]);
  });

  it('answers the spec’s errors', async () => {
    const notJson = await handlers.engagement(post('/api/dy/engagement', 'nope'));
    expect([notJson.status, await notJson.json()]).toEqual([
      400,
      { message: 'The provided body is not valid JSON.' },
    ]);
    const missing = await handlers.engagement(post('/api/dy/engagement', { options: {} }));
    expect([missing.status, await missing.json()]).toEqual([400, { message: 'Bad Request' }]);
    provider.behaviour.status = 500;
    const failing = await handlers.engagement(
      post('/api/dy/engagement', engagement, '_dyid=777; _dyjsession=s9'),
    );
    expect([failing.status, await failing.json()]).toEqual([400, { message: 'Provider unavailable' }]);
  });
});
