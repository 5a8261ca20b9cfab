import { SHOP_URL } from '../playwright.config';
import { basketWith } from './support/checkout';
import { giveConsent } from './support/consent';
import { cspViolations, expectScriptsToCarry, nonceOf } from './support/csp';
import { sunglassesSkus } from './support/shop-data';
import { expect, test } from './support/test';

test('home, list, product, checkout and the finder’s map run under the CSP without a violation', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // with statistics allowed, the tag manager's container loads as well
  await giveConsent(context, SHOP_URL, { statistics: true, marketing: false });
  const violations = await cspViolations(page);
  const [frame] = sunglassesSkus(1, { skip: 14, minStock: 3 });
  await basketWith(page.request, frame!.sku);

  for (const path of [
    '/?locale=en-GB',
    '/l/pg/100?locale=en-GB',
    '/p/pg/100094?locale=en-GB',
    '/checkout?locale=en-GB',
  ]) {
    const response = await page.goto(path);
    expectScriptsToCarry(await response!.text(), nonceOf(response));
  }
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as { __tagManagerLoaded?: string }).__tagManagerLoaded))
    .toBeTruthy();

  const response = await page.goto('/partneroptiker?locale=fr-FR&q=Marseille');
  expectScriptsToCarry(await response!.text(), nonceOf(response));
  const map = page.getByRole('region', { name: 'Carte des opticiens' });
  await expect(map.locator('canvas')).toBeVisible();
  await expect(map.locator('.optician-pin, .optician-cluster').first()).toBeVisible();
  await expect(map.getByText('Natural Earth · GeoNames')).toBeAttached();
  expect(violations).toEqual([]);
});

test('a page served from the page cache carries a fresh nonce, the one its scripts carry', async ({
  page,
  request,
}) => {
  // a backoffice change in a test running alongside empties the cache: ask until two answers were hits
  const path = '/p/sg/200001';
  const answers: Array<{ hit: boolean; nonce: string; html: string }> = [];
  await expect
    .poll(async () => {
      const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
      const hit = response.headers()['x-page-cache'] === 'hit';
      answers.push({ hit, nonce: nonceOf(response), html: await response.text() });
      return answers.filter((answer) => answer.hit).length;
    })
    .toBeGreaterThanOrEqual(2);

  // a browser's visit of the cached page: it comes to life, its scripts having run
  const violations = await cspViolations(page);
  await expect
    .poll(async () => {
      const response = await page.goto(path);
      const hit = response!.headers()['x-page-cache'] === 'hit';
      answers.push({ hit, nonce: nonceOf(response), html: await response!.text() });
      return hit;
    })
    .toBe(true);
  for (const { nonce, html } of answers) expectScriptsToCarry(html, nonce);
  expect(new Set(answers.map((answer) => answer.nonce)).size).toBe(answers.length);
  expect(violations).toEqual([]);
});
