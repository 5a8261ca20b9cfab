/**
 * `npm run bench:cluster`: a mixed shopper journey (home, list, product, add to basket, order placed by
 * invoice through the payment sandbox; 1 in 20 rounds also books an eye test at an optician — its calendar,
 * then the booking — or signs up for the newsletter, in turn) by BENCH_SHOPPERS (200) virtual shoppers for
 * BENCH_SECONDS (180) through the round-robin balancer, against each count of instances in BENCH_INSTANCES
 * ("1,3": 1, then 3; "1" for a quick turn at one), each on a fresh PostgreSQL and Redis
 * (scripts/cluster/shop-cluster.ts; ports 4200–4202, the balancer on 4210).
 *
 * The load model: each shopper is a person on a page — before every step it thinks for a random time
 * between the bounds of BENCH_THINK_SECONDS (default "2-8": uniform, 5 s on average, a usual pause between
 * pages of a shop), then sends the step and waits for its answer. So 200 shoppers offer at most
 * 200 / 5 s = 40 steps/s, less as answers take longer; "0" makes it a closed loop (each step sent the moment the
 * last one answered), which measures the most the shop can answer but whose latencies are only the queue's
 * length (200 / throughput). Printed: the offered load beside the answered requests/s.
 *
 * Each shopper comes from an address of its own (X-Forwarded-For, which the shop trusts from the balancer), so
 * the per-client limits count it alone; its bookings go to the bookable opticians in turn (never more than
 * the limit per address and optician) at a random free slot after today, so the 28-day calendars do not fill.
 * Prints requests/s, p50/p95/p99 and errors per step, per step the share of answers the whole-page cache served
 * (`x-page-cache: hit`) when it served any, orders and appointments made against those in the database, and
 * the scaling ratio beside the machine's core count. Asserts nothing.
 */
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { startShopCluster } from '../scripts/cluster/shop-cluster';
import { json, SKU } from '../scripts/cluster/shopper';
import { orderBody } from '../scripts/support/order-body';
import { percentile } from './support/percentile';

const PORTS = [4200, 4201, 4202];
const BALANCER_PORT = 4210;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 180);
const SHOPPERS = Number(process.env.BENCH_SHOPPERS ?? 200);
const THINK = thinkSeconds(process.env.BENCH_THINK_SECONDS ?? '2-8');
const INSTANCES = instanceCounts(process.env.BENCH_INSTANCES ?? '1,3');
const SERVICE = 'eyeTestConsultation';
const DAY_MS = 24 * 3600 * 1000;
const STEPS = [
  'home',
  'list',
  'product',
  'add to basket',
  'checkout',
  'newsletter',
  'optician slots',
  'booking',
] as const;
type Step = (typeof STEPS)[number];

/** "2-8" (uniform between) or "5" (always): the seconds a shopper thinks before each step. */
function thinkSeconds(setting: string): { min: number; max: number } {
  const bounds = /^(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))?$/.exec(setting.trim());
  const min = Number(bounds?.[1]);
  const max = Number(bounds?.[2] ?? bounds?.[1]);
  if (!bounds || max < min)
    throw new Error(`BENCH_THINK_SECONDS="${setting}": give "min-max" or one number of seconds`);
  return { min, max };
}

/** "1,3": the counts of instances to measure, in turn (each at most the number of ports). */
function instanceCounts(setting: string): number[] {
  const counts = setting.split(',').map((count) => Number(count.trim()));
  if (counts.some((count) => !Number.isInteger(count) || count < 1 || count > PORTS.length))
    throw new Error(
      `BENCH_INSTANCES="${setting}": give counts of 1 to ${PORTS.length} instances, e.g. "1,3"`,
    );
  return counts;
}

/** Whether the whole-page cache served an answer (`x-page-cache: hit`) or the page was rendered for it. */
type CacheVerdict = 'hit' | 'rendered';

interface Tally {
  times: Map<Step, number[]>;
  cache: Map<Step, Record<CacheVerdict, number>>;
  errors: Map<Step, number>;
  placed: number;
  booked: number;
  /** bookings begun, to send each to the next optician */
  bookings: number;
}

const failed = (tally: Tally, step: Step) => tally.errors.set(step, (tally.errors.get(step) ?? 0) + 1);

/** Sends a step and times it until its whole answer is read; the answer's text when it has the expected status. */
async function timed(tally: Tally, step: Step, expected: number, send: () => Promise<Response>) {
  const started = performance.now();
  try {
    const answer = await send();
    const text = await answer.text();
    tally.times.get(step)!.push(performance.now() - started);
    tally.cache.get(step)![answer.headers.get('x-page-cache') === 'hit' ? 'hit' : 'rendered'] += 1;
    if (answer.status === expected) return text;
  } catch {
    // counted below as an error, as a status other than the expected one is
  }
  failed(tally, step);
  return undefined;
}

/** The shopper thinks, then sends the step — unless the run ends first (undefined then). */
async function afterThinking(end: number, send: () => Promise<string | undefined>) {
  const ready = Date.now() + (THINK.min + Math.random() * (THINK.max - THINK.min)) * 1000;
  await sleep(Math.max(0, Math.min(ready, end) - Date.now()));
  return ready < end ? send() : undefined;
}

/** An eye test at the next optician in turn: its calendar, then a random free slot after today. */
async function book(
  base: string,
  visitor: Record<string, string>,
  opticians: string[],
  end: number,
  tally: Tally,
) {
  const opticianId = opticians[tally.bookings++ % opticians.length]!;
  const calendar = await afterThinking(end, () =>
    timed(tally, 'optician slots', 200, () =>
      fetch(`${base}/data/appointments/slots?optician=${opticianId}&service=${SERVICE}`, {
        headers: visitor,
      }),
    ),
  );
  if (calendar === undefined) return;
  const { slots } = JSON.parse(calendar) as { slots: Array<{ start: string }> };
  const later = slots.filter((slot) => Date.parse(slot.start) > Date.now() + DAY_MS);
  const slot = later[Math.floor(Math.random() * later.length)];
  if (!slot) return failed(tally, 'booking');
  const booked = await afterThinking(end, () =>
    timed(tally, 'booking', 201, () =>
      fetch(`${base}/data/appointments?locale=en-GB`, {
        method: 'POST',
        headers: { ...visitor, ...json },
        body: JSON.stringify({
          opticianId,
          service: SERVICE,
          start: slot.start,
          requestKey: crypto.randomUUID(),
          customer: {
            salutation: 'woman',
            firstName: 'Ada',
            lastName: 'Test',
            email: `${crypto.randomUUID()}@example.org`,
          },
        }),
      }),
    ),
  );
  if (booked !== undefined) tally.booked += 1;
}

/** One shopper's journey, again and again until `end`. */
async function shopper(base: string, index: number, end: number, opticians: string[], tally: Tally) {
  const address = { 'x-forwarded-for': `10.${(index >> 8) & 255}.${index & 255}.${1 + (index % 250)}` };
  const page = (step: Step, path: string, visitor: Record<string, string>) =>
    afterThinking(end, () => timed(tally, step, 200, () => fetch(`${base}${path}`, { headers: visitor })));
  for (let round = 0; Date.now() < end; round += 1) {
    const visitor = { ...address, cookie: `shop_visitor=${crypto.randomUUID()}` };
    await page('home', '/', visitor);
    await page('list', '/l/sg/200', visitor);
    await page('product', '/p/sg/200001', visitor);
    const added = await afterThinking(end, () =>
      timed(tally, 'add to basket', 201, () =>
        fetch(`${base}/data/cart?locale=en-GB`, {
          method: 'POST',
          headers: { ...visitor, ...json },
          body: JSON.stringify({ type: 'frame', sku: SKU, quantity: 1, requestKey: crypto.randomUUID() }),
        }),
      ),
    );
    if (added !== undefined) {
      const placed = await afterThinking(end, () =>
        timed(tally, 'checkout', 201, () =>
          fetch(`${base}/data/checkout/orders?locale=en-GB`, {
            method: 'POST',
            headers: { ...visitor, ...json },
            body: JSON.stringify(orderBody()),
          }),
        ),
      );
      if (placed !== undefined) tally.placed += 1;
    }
    if ((index + round) % 40 === 0) await book(base, visitor, opticians, end, tally);
    if ((index + round) % 40 === 20) {
      await afterThinking(end, () =>
        timed(tally, 'newsletter', 200, () =>
          fetch(`${base}/data/newsletter?locale=en-GB`, {
            method: 'POST',
            headers: { ...visitor, ...json },
            body: JSON.stringify({ email: `${crypto.randomUUID()}@example.org` }),
          }),
        ),
      );
    }
  }
}

/** "   page cache 97%" when the page cache served any answer of the step, else nothing. */
function cacheShare(counts: Record<CacheVerdict, number>): string {
  if (counts.hit === 0) return '';
  return `   page cache ${Math.round((100 * counts.hit) / (counts.hit + counts.rendered))}%`;
}

/** Orders (and their distinct placement keys) and appointments in the database. */
async function storedIn(
  databaseUrl: string,
): Promise<{ orders: number; keys: number; appointments: number }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ orders: string; keys: string; appointments: string }>(
      `SELECT count(*) AS orders, count(DISTINCT placement_key) AS keys,
        (SELECT count(*) FROM appointments) AS appointments FROM orders`,
    );
    return {
      orders: Number(rows[0]!.orders),
      keys: Number(rows[0]!.keys),
      appointments: Number(rows[0]!.appointments),
    };
  } finally {
    await db.end();
  }
}

/** The opticians that take online bookings of an eye test. */
async function bookableOpticians(base: string): Promise<string[]> {
  const query =
    `where[bookable][equals]=true&where[services][in]=${SERVICE}` + '&limit=1000&depth=0&select[name]=true';
  const answer = await fetch(`${base}/api/opticians?${query}`);
  const { docs } = (await answer.json()) as { docs: Array<{ id: string | number }> };
  return docs.map((optician) => String(optician.id));
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
    const opticians = await bookableOpticians(cluster.url);
    const before = await storedIn(cluster.databaseUrl);
    const tally: Tally = {
      times: new Map(STEPS.map((step) => [step, []])),
      cache: new Map(STEPS.map((step) => [step, { hit: 0, rendered: 0 }])),
      errors: new Map(),
      placed: 0,
      booked: 0,
      bookings: 0,
    };
    const began = Date.now();
    const end = began + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: SHOPPERS }, (_, index) => shopper(cluster.url, index, end, opticians, tally)),
    );
    const seconds = (Date.now() - began) / 1000;
    const after = await storedIn(cluster.databaseUrl);
    const requests = [...tally.times.values()].reduce((sum, times) => sum + times.length, 0);
    const errors = [...tally.errors.values()].reduce((sum, count) => sum + count, 0);
    const rate = requests / seconds;
    const meanThink = (THINK.min + THINK.max) / 2;
    const offered =
      meanThink > 0 ? `at most ${(SHOPPERS / meanThink).toFixed(1)} steps/s offered` : 'closed loop';
    console.log(
      `\n${instances} instance(s), ${SHOPPERS} shoppers thinking ${THINK.min}–${THINK.max} s, ${Math.round(seconds)} s`,
    );
    console.log(`  ${offered}, ${rate.toFixed(1)} requests/s answered, ${errors} errors`);
    for (const step of STEPS) {
      const times = tally.times.get(step)!;
      const ms = (share: number) =>
        (times.length > 0 ? percentile(times, share).toFixed(0) : '–').padStart(6);
      console.log(
        `  ${step.padEnd(14)} ${String(times.length).padStart(7)} req   p50 ${ms(0.5)} ms   p95 ${ms(0.95)} ms   p99 ${ms(0.99)} ms   errors ${tally.errors.get(step) ?? 0}${cacheShare(tally.cache.get(step)!)}`,
      );
    }
    const inDatabase = after.orders - before.orders;
    const doubled = after.orders - after.keys - (before.orders - before.keys);
    console.log(`  orders placed ${tally.placed}, in the database ${inDatabase}, doubled ${doubled}`);
    console.log(
      `  appointments booked ${tally.booked}, in the database ${after.appointments - before.appointments} (${opticians.length} bookable opticians)`,
    );
    return rate;
  } finally {
    await cluster.stop();
  }
}

const rates: number[] = [];
for (const instances of INSTANCES) rates.push(await measure(instances));
for (const [index, rate] of rates.entries()) {
  if (index === 0) continue;
  console.log(
    `\nscaling ${INSTANCES[index]} / ${INSTANCES[0]} instance(s): ${(rate / rates[0]!).toFixed(2)} (this machine has ${os.availableParallelism()} cores; the instances, PostgreSQL, Redis, the balancer and the shoppers share them)`,
  );
}
