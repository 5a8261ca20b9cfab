import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Check } from './check';
import { exited, startInstance, untilReady } from './instances';
import type { ShopCluster } from './shop-cluster';
import { placeOrder, SKU } from './shopper';

const ORDERS = 24;

/** Orders through the balancer while its third instance is killed (SIGKILL) and started again. */
export async function checkOrdersWhileKilled(check: Check, cluster: ShopCluster): Promise<void> {
  const stock = new pg.Client({ connectionString: cluster.databaseUrl });
  await stock.connect();
  await stock.query('UPDATE stock_items SET quantity = 1000 WHERE sku = $1', [SKU]);
  await stock.end();
  const victim = cluster.instances[2]!;
  const run = Promise.all(
    Array.from({ length: ORDERS }, async (_, index) => {
      await sleep(index * 150);
      return placeOrder(cluster.url);
    }),
  );
  await sleep(1_200);
  process.kill(-victim.process.pid!, 'SIGKILL');
  await exited(victim);
  const restarted = startInstance(victim.port, cluster.env);
  cluster.instances[2] = restarted;
  const results = await run;
  const { ready: back } = await untilReady(restarted, Date.now() + 120_000);
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
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
