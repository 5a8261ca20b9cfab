import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/test';
import { SHOP_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { giveConsent } from './support/consent';

test.beforeEach(async ({ context }) => {
  await giveConsent(context, SHOP_URL, { statistics: true, marketing: false });
  // Every `wishlistUpdate` the document receives, kept across the page's life.
  await context.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { wishlistUpdates: unknown[] }).wishlistUpdates = seen;
    document.addEventListener('wishlistUpdate', (event) => seen.push((event as CustomEvent).detail));
  });
});

const wishlistEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => ['add_wishlist_click', 'remove_from_wishlist'].includes(String(entry.event_name)))
      .map((entry) => ({ event: entry.event_name, productId: entry.product_id })),
  );

const wishlistUpdates = (page: Page) =>
  page.evaluate(() => (window as unknown as { wishlistUpdates: unknown[] }).wishlistUpdates);

const headerCount = (page: Page) => page.getByRole('banner').locator('[data-wishlist-count]');

test('keep frames from a list and a product page, see and thin out the wishlist, in German', async ({
  page,
}) => {
  await page.goto('/l/pg/100?locale=de-DE');
  const firstTile = page.locator('main li:has([data-list-item])').first();
  const tileName = (await firstTile.getByRole('heading').textContent())!.trim();
  const heart = firstTile.getByRole('button', { name: `Merkliste: ${tileName}` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(headerCount(page)).toHaveAttribute('data-wishlist-count', '1');
  await expect(page.getByRole('status').filter({ hasText: 'Zur Merkliste hinzugefügt.' })).toBeAttached();
  const sku = await heart.getAttribute('data-wishlist-sku');
  const productId = sku!.split('-')[0];
  await expect.poll(() => wishlistEvents(page)).toEqual([{ event: 'add_wishlist_click', productId }]);
  await expect.poll(() => wishlistUpdates(page)).toEqual([{ action: 'add', sku, wishlist: [{ sku }] }]);

  // Kept across pages and visits: the next page fetches it from the server.
  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/p/pg/100094?locale=de-DE&variant=100094-02');
  const button = page.getByRole('button', { name: 'Auf die Merkliste' });
  await expect(headerCount(page)).toHaveAttribute('data-wishlist-count', '1');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await expect(headerCount(page)).toHaveAttribute('data-wishlist-count', '2');
  await expect
    .poll(() => wishlistEvents(page))
    .toEqual([{ event: 'add_wishlist_click', productId: '100094' }]);

  await page
    .getByRole('banner')
    .getByRole('link', { name: /Merkliste/ })
    .click();
  await expect(page).toHaveURL(/\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merkliste');
  const entries = page.getByRole('list', { name: 'Ihre Merkliste' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText(tileName);
  await expect(entries.nth(1)).toHaveAttribute('data-wishlist-entry', '100094-02');
  await expect(entries.nth(1).getByRole('link', { name: /^Zum Produkt: / })).toHaveAttribute(
    'href',
    '/p/pg/100094?variant=100094-02',
  );
  await expectAccessible(page);

  await entries
    .nth(0)
    .getByRole('button', { name: `Von der Merkliste entfernen: ${tileName}` })
    .click();
  await expect(entries).toHaveCount(1);
  await expect(headerCount(page)).toHaveAttribute('data-wishlist-count', '1');
  await expect.poll(() => wishlistEvents(page)).toEqual([{ event: 'remove_from_wishlist', productId }]);
  await expect.poll(async () => (await wishlistUpdates(page)).length).toBe(1);

  await page.reload();
  await hydrated(page);
  await expect(entries).toHaveCount(1);
  await entries
    .first()
    .getByRole('button', { name: /^Von der Merkliste entfernen/ })
    .click();
  await expect(page.getByText('Ihre Merkliste ist leer.')).toBeVisible();
  await expect(headerCount(page)).toHaveCount(0);
});

test('the wishlist endpoints answer as the contract says, in the reader’s language', async ({ page }) => {
  const empty = await page.request.get('/data/wishlist');
  expect(empty.status()).toBe(200);
  expect(await empty.json()).toEqual({ wishlist: [] });
  // Reading hands out no visitor id (the page's parallel first reads would otherwise race); a change does.
  expect(empty.headers()['set-cookie']).toBeUndefined();

  const added = await page.request.get('/data/wishlist/add/100094-01');
  expect(await added.json()).toEqual({ wishlist: [{ sku: '100094-01' }] });
  const again = await page.request.get('/data/wishlist/add/100094-01');
  expect(await again.json()).toEqual({ wishlist: [{ sku: '100094-01' }] });
  const lenses = await page.request.get('/data/wishlist/add/300001-p1');
  expect(await lenses.json()).toEqual({ wishlist: [{ sku: '100094-01' }, { sku: '300001-p1' }] });

  const unknown = await page.request.get('/data/wishlist/add/999999-01?locale=fr-FR');
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ message: 'Nous ne proposons pas (ou plus) cet article.' });
  const missing = await page.request.get('/data/wishlist/add/%20?locale=en-GB');
  expect(missing.status()).toBe(400);
  expect(await missing.json()).toEqual({ message: 'Please say which item you want to keep.' });
  const bare = await page.request.get('/data/wishlist/remove');
  expect(bare.status()).toBe(400);

  const removed = await page.request.get('/data/wishlist/remove/100094-01');
  expect(await removed.json()).toEqual({ wishlist: [{ sku: '300001-p1' }] });
});

test('another site’s link or script cannot change the wishlist; the shop’s pages and HTTP clients can', async ({
  page,
}) => {
  await page.request.get('/data/wishlist/add/100094-01');
  const crossSite = await page.request.get('/data/wishlist/remove/100094-01?locale=en-GB', {
    headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
  });
  expect(crossSite.status()).toBe(403);
  expect(await crossSite.json()).toEqual({
    message: 'Your wishlist can only be changed in the shop itself.',
  });
  const otherOrigin = await page.request.get('/data/wishlist/add/300001-p1?locale=de-DE', {
    headers: { origin: 'https://evil.example', referer: 'https://evil.example/' },
  });
  expect(otherOrigin.status()).toBe(403);
  expect(await otherOrigin.json()).toEqual({
    message: 'Ihre Merkliste lässt sich nur im Shop selbst ändern.',
  });
  expect(await (await page.request.get('/data/wishlist')).json()).toEqual({
    wishlist: [{ sku: '100094-01' }],
  });

  const fromShop = await page.request.get('/data/wishlist/add/300001-p1', {
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(await fromShop.json()).toEqual({ wishlist: [{ sku: '100094-01' }, { sku: '300001-p1' }] });
});

test('a wishlist change the server refuses stays on the page and is only logged', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goto('/l/sg/200?locale=sv-SE');
  await page.route('**/data/wishlist/add/**', (route) =>
    route.fulfill({ status: 503, json: { message: 'down' } }),
  );
  const heart = page
    .locator('main li:has([data-list-item])')
    .first()
    .getByRole('button', { name: /^Önskelista: / });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => warnings.some((text) => text.includes('Invalid wishlist response 503'))).toBe(true);
  expect(await wishlistUpdates(page)).toEqual([]);
  expect(await wishlistEvents(page)).toEqual([]);
});

test('an unreachable wishlist leaves the page usable and is retried', async ({ page }) => {
  let calls = 0;
  await page.route('**/data/wishlist', (route) => {
    calls += 1;
    return calls === 1 ? route.fulfill({ status: 500, body: 'x' }) : route.continue();
  });
  await page.goto('/l/pg/100?locale=en-GB');
  await expect.poll(() => calls, { timeout: 10_000 }).toBe(2);
  await expect(
    page
      .locator('main li:has([data-list-item])')
      .first()
      .getByRole('button', { name: /^Wishlist: / }),
  ).toBeVisible();
});
