/**
 * A product page's latency while 50 registrations at a time hash passwords: `npm run bench:registrations`.
 * Measures the page's p95 one request after another, first idle, then while 50 virtual clients register
 * new accounts in parallel (each request from its own address, so the per-client limits let them through:
 * the shop trusts one proxy hop and reads `X-Forwarded-For`). Goal: p95 under the flood ≤ 2× idle. Starts the
 * built shop on a fresh SQLite database unless BENCH_URL points at a running one (which then needs
 * `TRUSTED_PROXIES=1`). Prints the figures; asserts nothing.
 */
import { benchShop } from './support/bench-shop';
import { percentile } from './support/percentile';

const PORT = 3114;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15);
const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 50);
const PAGE = process.env.BENCH_PAGE ?? '/p/pg/100001';

/** The page's answer times, one request after another, until `until` says stop. */
async function pageTimes(url: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const started = performance.now();
    const answer = await fetch(url);
    await answer.arrayBuffer();
    if (answer.ok) times.push(performance.now() - started);
  }
  return times;
}

let client = 0;
/** A new client address (TEST-NET and private ranges) and account for every registration. */
function registration(base: string, run: number) {
  client += 1;
  const address = `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
  return fetch(`${base}/data/account/register?locale=en-GB`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Mark',
      email: `bench-${run}-${client}@example.com`,
      password: 'glasses-for-everyone',
    }),
  }).then(async (answer) => {
    await answer.arrayBuffer();
    return answer.status;
  });
}

const summary = (times: number[]) =>
  `${String(times.length).padStart(5)} requests   p50 ${percentile(times, 0.5).toFixed(1).padStart(7)} ms   ` +
  `p95 ${percentile(times, 0.95).toFixed(1).padStart(7)} ms`;

const { base, stop } = await benchShop(PORT, { TRUSTED_PROXIES: '1' });
try {
  const url = `${base}${PAGE}`;
  const run = Date.now();
  const warmedUp = Date.now() + 3_000;
  await pageTimes(url, () => Date.now() > warmedUp);

  let end = Date.now() + DURATION_S * 1000;
  const idle = await pageTimes(url, () => Date.now() > end);

  end = Date.now() + DURATION_S * 1000;
  const statuses = new Map<number, number>();
  const flood = Promise.all(
    Array.from({ length: REGISTRATIONS }, async () => {
      while (Date.now() <= end) {
        const status = await registration(base, run).catch(() => 0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  const loaded = await pageTimes(url, () => Date.now() > end);
  await flood;

  console.log(`\n${PAGE}, one request after another, ${DURATION_S} s each:`);
  console.log(`idle                          ${summary(idle)}`);
  console.log(`${REGISTRATIONS} parallel registrations   ${summary(loaded)}`);
  console.log(
    `registrations answered: ${[...statuses].map(([status, count]) => `${count}× ${status || 'no answer'}`).join(', ')}`,
  );
  console.log(
    `p95 ratio (flood / idle): ${(percentile(loaded, 0.95) / percentile(idle, 0.95)).toFixed(2)} (goal ≤ 2)`,
  );
} finally {
  stop();
}
