import { expect, test } from './support/test';
import { basketWith, newsletterVoucher, orderBody } from './support/checkout';
import { sunglassesSkus, uniqueEmail } from './support/shop-data';

// These tests load the shop on purpose: the Playwright config runs them after the journeys.

test('a double-submitted order makes one order', async ({ playwright, baseURL }) => {
  const [frame] = sunglassesSkus(1, { skip: 16, minStock: 3 });
  const shopper = await playwright.request.newContext({ baseURL });
  await basketWith(shopper, frame!.sku);
  const body = orderBody(uniqueEmail('twice'));
  const answers = await Promise.all(
    [1, 2, 3].map(() => shopper.post('/data/checkout/orders?locale=en-GB', { data: body })),
  );
  const numbers = await Promise.all(answers.map(async (answer) => (await answer.json()).orderNumber));
  expect(answers.map((answer) => answer.status())).toEqual([201, 201, 201]);
  expect(new Set(numbers).size).toBe(1);
  // the basket was bought once
  expect((await (await shopper.get('/data/cart')).json()).lines).toEqual([]);
  await shopper.dispose();
});

test('20 parallel orders redeeming one voucher: exactly one gets it', async ({
  playwright,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const code = await newsletterVoucher(request, uniqueEmail('contested'));
  const frames = sunglassesSkus(20, { skip: 20, minStock: 2 });
  const shoppers = await Promise.all(frames.map(() => playwright.request.newContext({ baseURL })));
  await Promise.all(shoppers.map((shopper, index) => basketWith(shopper, frames[index]!.sku)));
  const answers = await Promise.all(
    shoppers.map((shopper) =>
      shopper.post('/data/checkout/orders?locale=en-GB', { data: orderBody(uniqueEmail('contest'), code) }),
    ),
  );
  const statuses = answers.map((answer) => answer.status()).sort();
  expect(statuses).toEqual([201, ...Array(19).fill(409)]);
  for (const answer of answers.filter((candidate) => candidate.status() === 409)) {
    expect((await answer.json()).message).toBe('This voucher has already been redeemed.');
  }
  await Promise.all(shoppers.map((shopper) => shopper.dispose()));
});

test('visitors asking at once for a page not yet cached get it rendered once', async ({ request }) => {
  // a backoffice change in a test running alongside empties the cache mid-way: then ask again, anew
  await expect(async () => {
    const path = `/l/pg/100?visit=${Date.now()}`;
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => request.get(path)));
    expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200, 200, 200]);
    const served = answers.map((answer) => answer.headers()['x-page-cache'] ?? 'rendered');
    expect(served.sort()).toEqual(['hit', 'hit', 'hit', 'hit', 'rendered']);
  }).toPass({ timeout: 30_000 });
});
