/**
 * `npm run test:cluster`: three shop instances over one PostgreSQL and one Redis behind a round-robin balancer,
 * all on loopback (instances on ports 3300–3302, the balancer on 3310). Checks that they start together
 * (migrations and demo data once), act as one shop through the balancer (a price changed on one instance is
 * charged on another at once; baskets and wishlists whichever instance answers), lose and double no order
 * while an instance is killed and restarted, and drain on SIGTERM without cutting a request off.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { checkMediaOnEveryInstance } from './cluster/check-media';
import { checks } from './support/checks';
import { orderBody } from './support/order-body';
import { startTemporaryCluster, type TemporaryCluster } from './support/postgres-cluster';
import { startTemporaryRedis, type TemporaryRedis } from './support/redis-server';
import { startRoundRobinProxy, type RoundRobinProxy } from './support/round-robin-proxy';
import { startS3StandIn, type S3StandIn } from './support/s3-stand-in';

const INSTANCE_PORTS = [3300, 3301, 3302] as const;
const BALANCER_PORT = 3310;
const BALANCER = `http://127.0.0.1:${BALANCER_PORT}`;
const SETUP_TOKEN = 'cluster-test-setup-token';
const SKU = '200001-02';
const PRODUCT_ID = '200001';
const ORDERS = 24;

const { check, finish } = checks('cluster');

function countryConfig(): string {
  const shipped = JSON.parse(readFileSync('config/countries.json', 'utf8'));
  for (const settings of Object.values(shipped.countries))
    (settings as { baseUrl: string }).baseUrl = BALANCER;
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-countries-')), 'countries.json');
  writeFileSync(file, JSON.stringify(shipped));
  return file;
}

interface Instance {
  port: number;
  process: ChildProcess;
  output: string;
}

function startInstance(port: number, env: NodeJS.ProcessEnv): Instance {
  const child = spawn('node', ['scripts/run.mjs', 'scripts/start.ts'], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const instance: Instance = { port, process: child, output: '' };
  const collect = (chunk: Buffer) => (instance.output += chunk.toString());
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return instance;
}

const exited = (instance: Instance) =>
  instance.process.exitCode !== null || instance.process.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => instance.process.once('exit', () => resolve()));

async function readiness(port: number): Promise<number | undefined> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/ready`)).status;
  } catch {
    return undefined;
  }
}

/** Waits for readiness 200; answers whether it came, and the first answer the instance gave. */
async function untilReady(instance: Instance, deadline: number): Promise<{ ready: boolean; first?: number }> {
  let first: number | undefined;
  while (Date.now() < deadline) {
    if (instance.process.exitCode !== null) break;
    const status = await readiness(instance.port);
    first ??= status;
    if (status === 200) return { ready: true, first };
    await sleep(50);
  }
  return { ready: false, first };
}

const json = { 'content-type': 'application/json' };

async function addToBasket(base: string, visitor: { cookie: string }, sku = SKU): Promise<number> {
  const added = await fetch(`${base}/data/cart?locale=en-GB`, {
    method: 'POST',
    headers: { ...visitor, ...json },
    body: JSON.stringify({ type: 'frame', sku, quantity: 1, requestKey: crypto.randomUUID() }),
  });
  await added.arrayBuffer();
  return added.status;
}

async function basketLines(base: string, visitor: { cookie: string }) {
  const answer = await fetch(`${base}/data/cart?locale=en-GB`, { headers: visitor });
  return ((await answer.json()) as { lines: Array<{ sku: string; unitPrice: number }> }).lines;
}

const newVisitor = () => ({ cookie: `shop_visitor=${crypto.randomUUID()}` });

/** Sends `request` until it answers `status`, as a shopper pressing again after an error page would. */
async function until(status: number, request: () => Promise<Response>): Promise<Response | undefined> {
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    try {
      const answer = await request();
      if (answer.status === status) return answer;
      await answer.arrayBuffer();
    } catch {
      // the balancer itself stays up; a dropped answer is tried again
    }
    await sleep(300);
  }
  return undefined;
}

/** One order through the balancer; a failed answer is sent again with the same placement key. */
async function placeOrder(): Promise<{ email: string; orderNumber?: string }> {
  const visitor = newVisitor();
  const body = orderBody();
  const requestKey = crypto.randomUUID();
  await until(201, () =>
    fetch(`${BALANCER}/data/cart?locale=en-GB`, {
      method: 'POST',
      headers: { ...visitor, ...json },
      body: JSON.stringify({ type: 'frame', sku: SKU, quantity: 1, requestKey }),
    }),
  );
  const placed = await until(201, () =>
    fetch(`${BALANCER}/data/checkout/orders?locale=en-GB`, {
      method: 'POST',
      headers: { ...visitor, ...json },
      body: JSON.stringify(body),
    }),
  );
  const result = ((await placed?.json()) ?? {}) as { orderNumber?: string };
  return { email: body.email, orderNumber: result.orderNumber };
}

async function adminToken(port: number): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${port}/api/users/first-register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      email: 'cluster-admin@eyewear-shop.example',
      password: 'A long cluster passphrase 1',
      confirmPassword: 'A long cluster passphrase 1',
      setupToken: SETUP_TOKEN,
    }),
  });
  const { token } = (await answer.json()) as { token?: string };
  if (!token) throw new Error(`no admin token (${answer.status})`);
  return token;
}

/** Changes the frame's pound price on the instance at `port`, as the backoffice does. */
async function changePrice(port: number, token: string, gbp: number): Promise<string> {
  const auth = { authorization: `JWT ${token}` };
  const { frame } = (await (
    await fetch(`http://127.0.0.1:${port}/api/products/${PRODUCT_ID}?depth=0&locale=en-GB`, { headers: auth })
  ).json()) as { frame: { prices: Record<string, number | null> } };
  const answer = await fetch(`http://127.0.0.1:${port}/api/products/${PRODUCT_ID}?depth=0&locale=en-GB`, {
    method: 'PATCH',
    headers: { ...auth, ...json },
    body: JSON.stringify({ frame: { ...frame, prices: { ...frame.prices, gbp, gbpSale: null } } }),
  });
  return `${answer.status} ${(await answer.text()).slice(0, 300)}`;
}

async function checkPriceChange(token: string): Promise<void> {
  const [a, b] = [INSTANCE_PORTS[0], INSTANCE_PORTS[1]];
  const onB = `http://127.0.0.1:${b}`;
  const before = newVisitor();
  await addToBasket(onB, before);
  const oldPrice = (await basketLines(onB, before))[0]?.unitPrice;
  // without ?locale=, whose answer sets a cookie and is not kept by the page cache
  const productPage = `${onB}/p/sg/${PRODUCT_ID}`;
  await (await fetch(productPage)).arrayBuffer();
  const cachedBefore = (await fetch(productPage)).headers.get('x-page-cache');

  const newPrice = (oldPrice ?? 100) + 7;
  const changed = await changePrice(a, token, newPrice);
  const visitor = newVisitor();
  await addToBasket(onB, visitor);
  const lines = await basketLines(onB, visitor);
  check(
    'a price changed on instance A is what the basket on instance B charges, at once',
    changed.startsWith('200') && lines[0]?.unitPrice === newPrice,
    `change ${changed}, old ${oldPrice}, basket ${JSON.stringify(lines)}`,
  );
  const deadline = Date.now() + 2_000;
  let dropped = false;
  while (!dropped && Date.now() < deadline) {
    const page = await fetch(productPage);
    await page.arrayBuffer();
    dropped = page.headers.get('x-page-cache') !== 'hit';
    if (!dropped) await sleep(100);
  }
  check(
    "instance B's whole-page cache drops the product page within 2 s",
    cachedBefore === 'hit' && dropped,
    `before ${cachedBefore}`,
  );
}

async function checkRoundRobinState(): Promise<void> {
  const visitor = newVisitor();
  const upstreams = new Set<string>();
  for (const sku of ['100094-01', '200001-02', '200001-03']) {
    const answer = await fetch(`${BALANCER}/data/wishlist/add/${sku}`, { headers: visitor });
    upstreams.add(answer.headers.get('x-upstream') ?? '');
    await answer.arrayBuffer();
  }
  const wishlists = await Promise.all(
    INSTANCE_PORTS.map(async () => {
      const answer = await fetch(`${BALANCER}/data/wishlist`, { headers: visitor });
      return ((await answer.json()) as { wishlist: unknown[] }).wishlist.length;
    }),
  );
  check(
    'a wishlist filled round-robin reads the same on every instance',
    upstreams.size === 3 && wishlists.every((length) => length === 3),
    `${[...upstreams].join()} ${wishlists.join()}`,
  );
  const shopper = newVisitor();
  const adds = [];
  for (const sku of ['200001-01', '200001-02', '200001-03'])
    adds.push(await addToBasket(BALANCER, shopper, sku));
  const baskets = await Promise.all(INSTANCE_PORTS.map(() => basketLines(BALANCER, shopper)));
  check(
    'a basket filled round-robin holds every line on every instance',
    adds.every((status) => status === 201) && baskets.every((lines) => lines.length === 3),
    `${adds.join()} ${baskets.map((lines) => lines.length).join()}`,
  );
}

async function checkOrdersWhileKilled(
  instances: Instance[],
  env: NodeJS.ProcessEnv,
  url: string,
): Promise<void> {
  const stock = new pg.Client({ connectionString: url });
  await stock.connect();
  await stock.query('UPDATE stock_items SET quantity = 1000 WHERE sku = $1', [SKU]);
  await stock.end();
  const victim = instances[2]!;
  const run = Promise.all(
    Array.from({ length: ORDERS }, async (_, index) => {
      await sleep(index * 150);
      return placeOrder();
    }),
  );
  await sleep(1_200);
  process.kill(-victim.process.pid!, 'SIGKILL');
  await exited(victim);
  const restarted = startInstance(victim.port, env);
  instances[2] = restarted;
  const results = await run;
  const { ready: back } = await untilReady(restarted, Date.now() + 120_000);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const emails = results.map((result) => result.email);
    const rows = await db.query<{ email: string; count: string }>(
      'SELECT email, count(*) FROM orders WHERE email = ANY($1) GROUP BY email',
      [emails],
    );
    const counts = new Map(rows.rows.map((row) => [row.email, Number(row.count)]));
    const placed = results.filter((result) => result.orderNumber);
    check(
      `${ORDERS} orders while an instance is killed and restarted: each placed once, none lost or doubled`,
      placed.length === ORDERS && emails.every((email) => counts.get(email) === 1) && back,
      `placed ${placed.length}, in the database ${JSON.stringify([...counts.values()])}, restarted ${back}`,
    );
  } finally {
    await db.end();
  }
}

async function checkDrain(instances: Instance[]): Promise<void> {
  const stopping = instances[1]!;
  const requests = Array.from({ length: 30 }, (_, index) =>
    sleep(index * 20).then(async () => {
      const answer = await fetch(`${BALANCER}/?locale=de-AT&application=bam&n=${index}`);
      await answer.arrayBuffer();
      return answer.status;
    }),
  );
  await sleep(100);
  process.kill(-stopping.process.pid!, 'SIGTERM');
  const statuses = await Promise.all(requests);
  await Promise.race([exited(stopping), sleep(40_000)]);
  check(
    'SIGTERM during a burst of requests: every request is answered, the instance exits cleanly',
    statuses.every((status) => status === 200) && stopping.process.exitCode === 0,
    `${statuses.join()} exit ${stopping.process.exitCode ?? stopping.process.signalCode}`,
  );
}

let pgCluster: TemporaryCluster | undefined;
let redis: TemporaryRedis | undefined;
let balancer: RoundRobinProxy | undefined;
let bucket: S3StandIn | undefined;
const instances: Instance[] = [];
const began = Date.now();
try {
  const build = spawnSync('node', ['scripts/run.mjs', 'scripts/start.ts', '--build-only'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');
  pgCluster = await startTemporaryCluster();
  redis = await startTemporaryRedis();
  bucket = await startS3StandIn();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: pgCluster.url,
    REDIS_URL: redis.url,
    SHOP_MODE: 'production',
    PAYLOAD_SECRET: 'cluster-test-secret',
    PAYMENT_SANDBOX: 'allow',
    COUNTRY_CONFIG_FILE: countryConfig(),
    DEMO_DATA: '1',
    ADMIN_SETUP_TOKEN: SETUP_TOKEN,
    TRUSTED_PROXIES: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...bucket.env,
  };
  for (const port of INSTANCE_PORTS) instances.push(startInstance(port, env));
  balancer = await startRoundRobinProxy(BALANCER_PORT, INSTANCE_PORTS);
  const started = await Promise.all(instances.map((instance) => untilReady(instance, Date.now() + 240_000)));
  const ready = started.every((instance) => instance.ready);
  check(
    'three instances started together are ready once migrated and warmed up',
    ready,
    instances.map((instance) => instance.output.slice(-2_000)).join('\n---\n'),
  );
  if (!ready) throw new Error('the cluster did not start');
  check(
    'readiness answers 503 while an instance warms up',
    started.every((instance) => instance.first === 503),
    started.map((instance) => instance.first).join(),
  );
  const loaders = instances.filter((instance) => instance.output.includes('demo data: catalogue'));
  check('migrations and demo data ran once, on one instance', loaders.length === 1, `${loaders.length}`);

  const token = await adminToken(INSTANCE_PORTS[0]);
  await checkPriceChange(token);
  await checkMediaOnEveryInstance(check, {
    instance: `http://127.0.0.1:${INSTANCE_PORTS[0]}`,
    balancer: BALANCER,
    instances: INSTANCE_PORTS.length,
    token,
  });
  await checkRoundRobinState();
  await checkOrdersWhileKilled(instances, env, pgCluster.url);
  await checkDrain(instances);
} catch (error) {
  check('cluster', false, (error as Error).message);
} finally {
  await Promise.all(
    instances.map(async (instance) => {
      if (instance.process.exitCode !== null || instance.process.signalCode !== null) return;
      process.kill(-instance.process.pid!, 'SIGTERM');
      await Promise.race([exited(instance), sleep(35_000)]);
    }),
  );
  await balancer?.close();
  await redis?.stop();
  await bucket?.stop();
  pgCluster?.stop();
  console.log(`cluster test took ${Math.round((Date.now() - began) / 1000)} s`);
}
finish();
