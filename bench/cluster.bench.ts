/**
 * `npm run bench:cluster`: a mixed shopper journey (home, list, product, add to basket, order placed by
 * invoice through the payment sandbox; 1 in 20 also signs up for the newsletter) by BENCH_SHOPPERS (200)
 * concurrent virtual shoppers for BENCH_SECONDS (180) through the round-robin balancer, against 1 and then 3
 * instances, each on a fresh PostgreSQL and Redis (scripts/cluster/shop-cluster.ts; ports 4200–4202, the
 * balancer on 4210). Each shopper comes from an address of its own (X-Forwarded-For, which the shop trusts
 * from the balancer), so the per-client limits count it alone. Prints requests/s, p50/p95/p99 and errors per
 * step, orders placed against orders in the database, and the scaling ratio beside the machine's core count.
 * Asserts nothing.
 */
import os from 'node:os';
import pg from 'pg';
import { startShopCluster } from '../scripts/cluster/shop-cluster';
import { json, SKU } from '../scripts/cluster/shopper';
import { orderBody } from '../scripts/support/order-body';
import { percentile } from './support/percentile';

const PORTS = [4200, 4201, 4202];
const BALANCER_PORT = 4210;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 180);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 200);
const STEPS = ['home', 'list', 'product', 'add to basket', 'checkout', 'newsletter'] as const;
type Step = (typeof STEPS)[number];

interface Tally {
  times: Map<Step, number[]>;
  errors: Map<Step, number>;
  placed: number;
}

async function timed(tally: Tally, step: Step, expected: number, send: () => Promise<Response>) {
  const started = performance.now();
  try {
    const answer = await send();
    await answer.arrayBuffer();
    tally.times.get(step)!.push(performance.now() - started);
    if (answer.status === expected) return true;
  } catch {
    // counted below as an error, as a status other than the expected one is
  }
  tally.errors.set(step, (tally.errors.get(step) ?? 0) + 1);
  return false;
}

/** One shopper's journey, again and again until `end`. */
async function shopper(base: string, index: number, end: number, tally: Tally): Promise<void> {
  const address = { 'x-forwarded-for': `10.${(index >> 8) & 255}.${index & 255}.${1 + (index % 250)}` };
  for (let round = 0; Date.now() < end; round += 1) {
    const visitor = { ...address, cookie: `shop_visitor=${crypto.randomUUID()}` };
    await timed(tally, 'home', 200, () => fetch(`${base}/`, { headers: visitor }));
    await timed(tally, 'list', 200, () => fetch(`${base}/l/sg/200`, { headers: visitor }));
    await timed(tally, 'product', 200, () => fetch(`${base}/p/sg/200001`, { headers: visitor }));
    const added = await timed(tally, 'add to basket', 201, () =>
      fetch(`${base}/data/cart?locale=en-GB`, {
        method: 'POST',
        headers: { ...visitor, ...json },
        body: JSON.stringify({ type: 'frame', sku: SKU, quantity: 1, requestKey: crypto.randomUUID() }),
      }),
    );
    if (added) {
      const placed = await timed(tally, 'checkout', 201, () =>
        fetch(`${base}/data/checkout/orders?locale=en-GB`, {
          method: 'POST',
          headers: { ...visitor, ...json },
          body: JSON.stringify(orderBody()),
        }),
      );
      if (placed) tally.placed += 1;
    }
    if ((index + round) % 20 === 0) {
      await timed(tally, 'newsletter', 200, () =>
        fetch(`${base}/data/newsletter?locale=en-GB`, {
          method: 'POST',
          headers: { ...visitor, ...json },
          body: JSON.stringify({ email: `${crypto.randomUUID()}@example.org` }),
        }),
      );
    }
  }
}

async function ordersIn(databaseUrl: string): Promise<{ orders: number; keys: number }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ orders: string; keys: string }>(
      'SELECT count(*) AS orders, count(DISTINCT placement_key) AS keys FROM orders',
    );
    return { orders: Number(rows[0]!.orders), keys: Number(rows[0]!.keys) };
  } finally {
    await db.end();
  }
}

/** Runs the journey against `instances` instances; answers the requests per second. */
async function measure(instances: number): Promise<number> {
  const cluster = await startShopCluster({
    ports: PORTS.slice(0, instances),
    balancerPort: BALANCER_PORT,
    env: { LOG_LEVEL: 'error' },
  });
  try {
    if (!cluster.started.every((instance) => instance.ready)) throw new Error('the cluster did not start');
    const db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
    await db.query('UPDATE stock_items SET quantity = 10000000 WHERE sku = $1', [SKU]);
    await db.end();
    const before = await ordersIn(cluster.databaseUrl);
    const tally: Tally = { times: new Map(STEPS.map((step) => [step, []])), errors: new Map(), placed: 0 };
    const began = Date.now();
    const end = began + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: SHOPPERS }, (_, index) => shopper(cluster.url, index, end, tally)),
    );
    const seconds = (Date.now() - began) / 1000;
    const after = await ordersIn(cluster.databaseUrl);
    const requests = [...tally.times.values()].reduce((sum, times) => sum + times.length, 0);
    const errors = [...tally.errors.values()].reduce((sum, count) => sum + count, 0);
    const rate = requests / seconds;
    console.log(`\n${instances} instance(s), ${SHOPPERS} shoppers, ${Math.round(seconds)} s`);
    console.log(`  ${rate.toFixed(1)} requests/s, ${errors} errors`);
    for (const step of STEPS) {
      const times = tally.times.get(step)!;
      const ms = (share: number) => percentile(times, share).toFixed(0).padStart(6);
      console.log(
        `  ${step.padEnd(14)} ${String(times.length).padStart(7)} req   p50 ${ms(0.5)} ms   p95 ${ms(0.95)} ms   p99 ${ms(0.99)} ms   errors ${tally.errors.get(step) ?? 0}`,
      );
    }
    const inDatabase = after.orders - before.orders;
    const doubled = after.orders - after.keys - (before.orders - before.keys);
    console.log(`  orders placed ${tally.placed}, in the database ${inDatabase}, doubled ${doubled}`);
    return rate;
  } finally {
    await cluster.stop();
  }
}

const one = await measure(1);
const three = await measure(3);
console.log(
  `\nscaling 3 instances / 1 instance: ${(three / one).toFixed(2)} (this machine has ${os.availableParallelism()} cores; the instances, PostgreSQL, Redis, the balancer and the shoppers share them)`,
);
