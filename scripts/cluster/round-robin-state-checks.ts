import type { Check } from './check';
import { addToBasket, basketLines, newVisitor } from './shopper';

/** Sends `count` GETs of `path` through the balancer; answers each one's status and which instance it reached. */
async function roundRobin(base: string, path: string, headers: Record<string, string>, count = 3) {
  const answers = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await fetch(`${base}${path}`, { headers });
    answers.push({
      status: answer.status,
      upstream: answer.headers.get('x-upstream'),
      body: await answer.text(),
    });
  }
  return answers;
}

/** A wishlist and a basket filled one request per instance read the same whichever instance answers. */
export async function checkWishlistAndBasket(check: Check, base: string): Promise<void> {
  const visitor = newVisitor();
  const upstreams = new Set<string>();
  for (const sku of ['100094-01', '200001-02', '200001-03']) {
    const answer = await fetch(`${base}/data/wishlist/add/${sku}`, { headers: visitor });
    upstreams.add(answer.headers.get('x-upstream') ?? '');
    await answer.arrayBuffer();
  }
  const wishlists = (await roundRobin(base, '/data/wishlist', visitor)).map(
    (answer) => (JSON.parse(answer.body) as { wishlist: unknown[] }).wishlist.length,
  );
  check(
    'a wishlist filled round-robin reads the same on every instance',
    upstreams.size === 3 && wishlists.every((length) => length === 3),
    `${[...upstreams].join()} ${wishlists.join()}`,
  );
  const shopper = newVisitor();
  const adds = [];
  for (const sku of ['200001-01', '200001-02', '200001-03']) adds.push(await addToBasket(base, shopper, sku));
  const baskets = await Promise.all([1, 2, 3].map(() => basketLines(base, shopper)));
  check(
    'a basket filled round-robin holds every line on every instance',
    adds.every((status) => status === 201) && baskets.every((lines) => lines.length === 3),
    `${adds.join()} ${baskets.map((lines) => lines.length).join()}`,
  );
}

/** Failed logins of one address, each answered by the next instance, lock it after five as on one instance. */
export async function checkSharedLoginLimit(check: Check, base: string): Promise<void> {
  const email = `${crypto.randomUUID()}@example.org`;
  const statuses: number[] = [];
  for (let attempt = 1; attempt <= 6; attempt += 1) {
    const answer = await fetch(`${base}/data/account/login?locale=en-GB`, {
      method: 'POST',
      headers: { ...newVisitor(), 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'not the password' }),
    });
    await answer.arrayBuffer();
    statuses.push(answer.status);
  }
  check(
    'failed logins spread over the instances lock the address at the fifth, as on one (counted in Redis)',
    statuses.slice(0, 4).every((status) => status === 401) && statuses[4] === 429 && statuses[5] === 429,
    statuses.join(),
  );
}
