/**
 * The choose proxy's own cost: the same choose call made straight to a provider stand-in on loopback and
 * through the shop's proxy handler (validation, request mapping, cookies, answer mapping) to that stand-in,
 * measured in one run: `npm run bench:personalisation`. Goal: ≤ 5 ms overhead. Prints; asserts nothing.
 */
import { startProvider } from '../e2e/support/personalisation-provider';

const CALLS = Number(process.env.BENCH_CALLS ?? 2000);
// The provider's trace id is logged per call: keep the log out of the measurement.
process.env.LOG_LEVEL ??= 'silent';
// Plain Node needs the file name of next/server: the next package has no exports map.
const { NextRequest } = await import('next/server.js');
const { createProxyHandlers } = await import('../src/modules/personalisation/proxy-handlers');
const { ProviderClient } = await import('../src/modules/personalisation/provider-client');
const { httpTransport } = await import('../src/modules/personalisation/transport');
const { requestText } = await import('../src/platform/http/request-text');

const provider = await startProvider({ status: 200, delayMs: 0, apiKeys: ['bench-key'] });
const handlers = createProxyHandlers(() => ({
  client: new ProviderClient(httpTransport(provider.url), () => 'bench-key'),
  settingsOf: () => ({ priceLists: { glasses: ['g'], sunglasses: ['s'], contactLenses: ['c'] } }),
}));

const browserBody = JSON.stringify({
  partialRequestData: {
    url: '/',
    locale: 'de-DE',
    campaigns: ['TOP_BANNER_CAMPAIGN'],
    pageType: 'PAGE_VARIATION',
    trackPageview: true,
  },
  options: { timeout: 1250 },
  apiOptions: { country: 'de' },
});
const providerBody = JSON.stringify({
  user: { dyid: '1', dyid_server: '1' },
  session: { dy: '2' },
  selector: { names: ['TOP_BANNER_CAMPAIGN'] },
  context: { page: { type: 'HOMEPAGE', location: '/', locale: 'de_DE', data: [] }, device: {} },
  options: {},
});
const cookie = '_dyid=1; _dyid_server=1; _dyjsession=2; personalisation_consent=true';

async function direct(): Promise<void> {
  await requestText(`${provider.url}/v2/serve/user/choose`, {
    method: 'POST',
    body: providerBody,
    headers: { 'content-type': 'application/json', 'DY-API-Key': 'bench-key' },
  });
}

async function proxied(): Promise<void> {
  const response = await handlers.choose(
    new NextRequest('http://localhost/api/dy/choose', {
      method: 'POST',
      body: browserBody,
      headers: { cookie },
    }),
  );
  await response.json();
}

async function timings(call: () => Promise<void>): Promise<number[]> {
  for (let warm = 0; warm < 200; warm += 1) await call();
  const samples: number[] = [];
  for (let index = 0; index < CALLS; index += 1) {
    const started = performance.now();
    await call();
    samples.push(performance.now() - started);
    provider.calls.length = 0;
  }
  return samples.sort((a, b) => a - b);
}

const at = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

const straight = await timings(direct);
const through = await timings(proxied);
const row = (name: string, values: number[]) =>
  `${name.padEnd(22)} mean ${mean(values).toFixed(2).padStart(6)} ms   p50 ${at(values, 0.5).toFixed(2).padStart(6)} ms   p99 ${at(values, 0.99).toFixed(2).padStart(6)} ms`;
console.log(`${CALLS} sequential choose calls each`);
console.log(row('provider directly', straight));
console.log(row('through the proxy', through));
console.log(
  `proxy overhead: mean ${(mean(through) - mean(straight)).toFixed(2)} ms, p50 ${(at(through, 0.5) - at(straight, 0.5)).toFixed(2)} ms (goal ≤ 5 ms)`,
);
await provider.close();
process.exit(0);
