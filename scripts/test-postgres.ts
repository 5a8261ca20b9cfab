/**
 * The production path against a real PostgreSQL: a start refused for what production lacks, migrations and
 * demo data on request (twice: idempotent), then the built shop in production mode serving pages and the
 * health endpoint from it. Uses TEST_POSTGRES_URL, or a throwaway cluster. Prints "N passed, N failed".
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startTemporaryCluster, type TemporaryCluster } from './support/postgres-cluster';
import { checks } from './support/checks';
import { orderBody } from './support/order-body';

const PORT = 3102;
const { check, finish } = checks('postgres');

const SETUP_TOKEN = 'postgres-test-setup-token';

/** The shipped storefronts, each with the public base URL production requires. */
function countryConfigWithBaseUrls(): string {
  const shipped = JSON.parse(readFileSync('config/countries.json', 'utf8'));
  for (const settings of Object.values(shipped.countries)) {
    (settings as { baseUrl: string }).baseUrl = `http://localhost:${PORT}`;
  }
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'shop-countries-')), 'countries.json');
  writeFileSync(file, JSON.stringify(shipped));
  return file;
}

/** What a production shop on PostgreSQL needs; the sandbox is allowed on purpose, as on a staging shop. */
const productionEnv = (url: string) => ({
  ...process.env,
  DATABASE_URL: url,
  SHOP_MODE: 'production',
  PAYLOAD_SECRET: 'postgres-test-secret',
  PAYMENT_SANDBOX: 'allow',
  COUNTRY_CONFIG_FILE: countryConfigWithBaseUrls(),
  DEMO_DATA: '1',
  ADMIN_SETUP_TOKEN: SETUP_TOKEN,
});

function refusedStart(url: string): void {
  const result = spawnSync('node', ['scripts/run.mjs', 'scripts/start.ts'], {
    env: { ...productionEnv(url), PAYLOAD_SECRET: '', PAYMENT_SANDBOX: '', PORT: String(PORT) },
    encoding: 'utf8',
  });
  check(
    'a production start without PAYLOAD_SECRET on the sandbox is refused, naming both',
    result.status === 1 &&
      result.stderr.includes('PAYLOAD_SECRET is not set') &&
      result.stderr.includes('No payment provider is configured'),
    `${result.status} ${result.stderr}`,
  );
}

function prepare(url: string): string {
  const result = spawnSync('node', ['scripts/run.mjs', 'scripts/prepare-data.ts'], {
    env: productionEnv(url),
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(
      `prepare-data failed (${result.status ?? result.signal ?? result.error?.message}):\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

async function waitForHealth(deadline: number): Promise<Response | undefined> {
  while (Date.now() < deadline) {
    try {
      return await fetch(`http://localhost:${PORT}/api/health`);
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return undefined;
}

/** A visitor's basket with one pair of sunglasses; returns the visitor's cookie. */
async function basket(sku: string): Promise<{ cookie: string }> {
  const visitor = { cookie: `shop_visitor=${crypto.randomUUID()}` };
  await fetch(`http://localhost:${PORT}/data/cart`, {
    method: 'POST',
    headers: { ...visitor, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'frame', sku, requestKey: crypto.randomUUID() }),
  });
  return visitor;
}

const placeOrder = (visitor: { cookie: string }, body: Record<string, unknown>) =>
  fetch(`http://localhost:${PORT}/data/checkout/orders?locale=en-GB`, {
    method: 'POST',
    headers: { ...visitor, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Orders under concurrency, where PostgreSQL (unlike SQLite) really runs writes side by side. */
async function checkOrders(url: string): Promise<void> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await db.query(`UPDATE stock_items SET quantity = 100 WHERE sku = '200001-02'`);
    await db.query(`UPDATE stock_items SET quantity = 1 WHERE sku = '200001-03'`);
    await db.query(
      `INSERT INTO vouchers (code, kind, percent_off, valid_until, max_redemptions, rules, updated_at, created_at)
       VALUES ('PG-CONTEST', 'newsletter', 10, now() + interval '30 days', 1, '{"firstOrderOnly":true}', now(), now())`,
    );
    const contestants = await Promise.all(Array.from({ length: 20 }, () => basket('200001-02')));
    const contest = await Promise.all(
      contestants.map((visitor) => placeOrder(visitor, orderBody('PG-CONTEST'))),
    );
    const statuses = contest.map((answer) => answer.status).sort();
    check(
      '20 parallel orders redeeming one voucher: exactly one gets it on PostgreSQL',
      statuses.join() === ['201', ...Array(19).fill('409')].join(),
      statuses.join(),
    );

    const lastUnit = await Promise.all([basket('200001-03'), basket('200001-03'), basket('200001-03')]);
    const buyers = await Promise.all(lastUnit.map((visitor) => placeOrder(visitor, orderBody())));
    const left = await db.query(`SELECT quantity FROM stock_items WHERE sku = '200001-03'`);
    check(
      'three parallel orders of the last unit: one is placed, none oversold, on PostgreSQL',
      buyers
        .map((answer) => answer.status)
        .sort()
        .join() === '201,409,409' && Number(left.rows[0].quantity) === 0,
      `${buyers.map((answer) => answer.status).join()} left ${left.rows[0]?.quantity}`,
    );

    const twice = await basket('200001-02');
    const body = orderBody();
    const repeated = await Promise.all([placeOrder(twice, body), placeOrder(twice, body)]);
    const numbers = await Promise.all(
      repeated.map(async (answer) => ((await answer.json()) as { orderNumber?: string }).orderNumber),
    );
    const count = await db.query(`SELECT count(*) FROM orders WHERE order_number = $1`, [numbers[0]]);
    check(
      'a double-submitted order makes one order on PostgreSQL',
      numbers[0] !== undefined && numbers[0] === numbers[1] && Number(count.rows[0].count) === 1,
      numbers.join(),
    );
  } finally {
    await db.end();
  }
}

let cluster: TemporaryCluster | undefined;
const url = process.env.TEST_POSTGRES_URL || (cluster = await startTemporaryCluster()).url;
const server = { process: undefined as ReturnType<typeof spawn> | undefined };
try {
  refusedStart(url);
  const first = prepare(url);
  check('migrations and demo data load', first.includes('demo data: own-stores'));
  check('a production shop gets no demo gift cards', !first.includes('demo data: gift-cards'), first);
  check(
    'the start says how to create the first admin',
    first.includes('create the first one at /admin with the setup token of ADMIN_SETUP_TOKEN'),
    first,
  );
  const second = prepare(url);
  check('a second start loads nothing again', !second.includes('demo data:'), second);

  server.process = spawn('node', ['scripts/run.mjs', 'scripts/start.ts'], {
    env: { ...productionEnv(url), PORT: String(PORT), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
    detached: true,
  });
  const health = await waitForHealth(Date.now() + 120_000);
  check('health answers 200 ok', health?.status === 200 && (await health.json()).status === 'ok');

  const register = (setupToken?: string) =>
    fetch(`http://localhost:${PORT}/api/users/first-register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'first@eyewear-shop.example',
        password: 'A long first passphrase 1',
        confirmPassword: 'A long first passphrase 1',
        setupToken,
      }),
    });
  const [guessed, withToken] = [await register('a guess'), await register(SETUP_TOKEN)];
  check(
    'the first admin needs the setup token',
    guessed.status === 400 && withToken.status === 200,
    `${guessed.status} ${withToken.status}`,
  );

  const home = await fetch(`http://localhost:${PORT}/?locale=de-AT&application=bam`);
  const html = await home.text();
  check('home page renders from PostgreSQL', home.status === 200 && html.includes('lang="de-AT"'));
  check(
    'own stores come from PostgreSQL',
    html.includes('Eyewear Shop Wien') && html.includes('Eyewear Shop Graz'),
  );

  const product = await fetch(`http://localhost:${PORT}/p/pg/100001?locale=de-DE`);
  const productHtml = await product.text();
  check(
    'a product page with its store availability comes from PostgreSQL',
    product.status === 200 &&
      productHtml.includes('Alpenglanz Cato 3228') &&
      productHtml.includes('data-store-cta="msx-de-'),
  );
  const reviews = await fetch(`http://localhost:${PORT}/data/reviews/100094?locale=de-DE`);
  const reviewPage = (await reviews.json()) as { summary: { count: number }; reviews: unknown[] };
  check(
    'product reviews come from PostgreSQL',
    reviews.status === 200 && reviewPage.summary.count > 5 && reviewPage.reviews.length === 5,
    JSON.stringify(reviewPage).slice(0, 200),
  );
  const opticianQuery =
    'where[bookable][equals]=true&where[capacity][equals]=1&where[country][equals]=de' +
    '&where[services][in]=eyeTestConsultation&limit=1&depth=0';
  const [optician] = (
    (await (await fetch(`http://localhost:${PORT}/api/opticians?${opticianQuery}`)).json()) as {
      docs: Array<{ id: string }>;
    }
  ).docs;
  const slotsAnswer = await fetch(
    `http://localhost:${PORT}/data/appointments/slots?optician=${optician?.id}&service=eyeTestConsultation`,
  );
  const { slots } = (await slotsAnswer.json()) as { slots: Array<{ start: string }> };
  const book = (name: string) =>
    fetch(`http://localhost:${PORT}/data/appointments?locale=de-DE`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        opticianId: optician?.id,
        service: 'eyeTestConsultation',
        start: slots[0]?.start,
        requestKey: crypto.randomUUID(),
        customer: { salutation: 'woman', firstName: name, lastName: 'Test', email: `${name}@example.org` },
      }),
    });
  const bookings = await Promise.all([book('ada'), book('bea'), book('cleo')]);
  check(
    'one of three parallel bookings of the last seat wins on PostgreSQL',
    bookings
      .map((answer) => answer.status)
      .sort()
      .join() === '201,409,409',
    bookings.map((answer) => answer.status).join(),
  );
  const suggestions = await fetch(`http://localhost:${PORT}/search/suggest?q=heliofrom&locale=de-DE`);
  check(
    'search suggestions come from PostgreSQL',
    ((await suggestions.json()) as { brands: Array<{ name: string }> }).brands[0]?.name === 'Helioform',
  );

  const visitor = { cookie: `shop_visitor=${crypto.randomUUID()}` };
  const wished = await Promise.all(
    [1, 2, 3].map(() => fetch(`http://localhost:${PORT}/data/wishlist/add/100094-01`, { headers: visitor })),
  );
  const wishlist = (await (
    await fetch(`http://localhost:${PORT}/data/wishlist`, { headers: visitor })
  ).json()) as {
    wishlist: unknown[];
  };
  check(
    'three parallel adds of one wishlist item keep one on PostgreSQL',
    wished.every((answer) => answer.status === 200) && wishlist.wishlist.length === 1,
    JSON.stringify(wishlist),
  );
  const order = JSON.stringify({ type: 'frame', sku: '200001-01', requestKey: crypto.randomUUID() });
  const adds = await Promise.all(
    [1, 2].map(() =>
      fetch(`http://localhost:${PORT}/data/cart`, {
        method: 'POST',
        headers: { ...visitor, 'content-type': 'application/json' },
        body: order,
      }),
    ),
  );
  const cart = (await (await fetch(`http://localhost:${PORT}/data/cart`, { headers: visitor })).json()) as {
    lines: unknown[];
  };
  check(
    'a double-submitted cart add makes one line on PostgreSQL',
    adds.every((answer) => answer.status === 201) && cart.lines.length === 1,
    `${adds.map((answer) => answer.status).join()} ${JSON.stringify(cart.lines)}`,
  );

  await checkOrders(url);

  const header = await fetch(`http://localhost:${PORT}/fragments/header?locale=fr-FR&channel=shop-fr`);
  check('navigation comes from PostgreSQL', (await header.text()).includes('Lunettes de soleil'));

  const choose = () =>
    fetch(`http://localhost:${PORT}/api/dy/choose`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: '_dyid=1; _dyid_server=1; _dyjsession=2' },
      body: JSON.stringify({
        partialRequestData: {
          url: '/stores',
          locale: 'es-ES',
          campaigns: ['TOP_BANNER_CAMPAIGN'],
          pageType: 'PAGE_VARIATION',
          trackPageview: true,
        },
        apiOptions: { country: 'es' },
      }),
    });
  const answers = await Promise.all([choose(), choose(), choose()]);
  const banner = (await answers[0]!.json()) as {
    campaignData: { TOP_BANNER_CAMPAIGN?: { variationData: { text: string } } };
  };
  check(
    'campaigns and their impression counts live in PostgreSQL',
    answers.every((answer) => answer.status === 200) &&
      Boolean(
        banner.campaignData.TOP_BANNER_CAMPAIGN?.variationData.text.includes('Revisión visual gratuita'),
      ),
    JSON.stringify(banner),
  );
} catch (error) {
  check('production path', false, (error as Error).message);
} finally {
  const shop = server.process;
  if (shop?.pid && shop.exitCode === null) {
    // The shop lets go of its connections before the cluster stops under it.
    const exited = new Promise((resolve) => shop.once('exit', resolve));
    process.kill(-shop.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  cluster?.stop();
}
finish();
