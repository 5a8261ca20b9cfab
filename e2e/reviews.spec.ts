import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SHOP_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { giveConsent } from './support/consent';

test.beforeEach(({ context }) => giveConsent(context, SHOP_URL, { statistics: true, marketing: false }));

/** A popular demo frame with many reviews in several languages. */
const PRODUCT = '100094';

async function productJsonLd(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text!) as Record<string, unknown>;
}

test('a product page shows its reviews in the reader’s language first, page by page, with the shop rating', async ({
  page,
}) => {
  await page.goto(`/p/pg/${PRODUCT}?locale=de-DE`);
  const block = page.getByRole('region', { name: 'Kundenbewertungen' });
  await expect(block).toBeVisible();
  const summary = block.getByRole('img', { name: /^\d,\d von 5 Sternen$/ }).first();
  await expect(summary).toBeVisible();
  const countText = await block.getByText(/^\d+ Bewertungen$/).textContent();
  const count = Number(countText!.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(5);

  const reviews = block.locator('article');
  await expect(reviews).toHaveCount(5);
  // German reviews (from any German-speaking storefront) come first and carry no language mark.
  await expect(reviews.first()).not.toContainText('verfasst auf');

  await block.getByRole('button', { name: 'Weitere Bewertungen anzeigen' }).click();
  await expect(reviews).toHaveCount(Math.min(10, count));
  await expect(reviews.nth(5)).toBeFocused();

  const shopCount = page.locator('[data-placeholder="review-count"]');
  await expect(shopCount).toHaveText(/^\d{1,3}(\.\d{3})*$/);
  expect(Number((await shopCount.textContent())!.replace(/\D/g, ''))).toBeGreaterThan(count);

  const data = await productJsonLd(page);
  expect(data).toMatchObject({
    '@type': 'Product',
    offers: { '@type': 'Offer', priceCurrency: 'EUR' },
    aggregateRating: { '@type': 'AggregateRating', reviewCount: count },
  });
  expect(data.review).toHaveLength(5);
  await expectAccessible(page);
});

test('reviews that cannot be loaded show the localised message and load on retry', async ({ page }) => {
  await page.goto(`/p/pg/${PRODUCT}?locale=fr-FR`);
  const block = page.getByRole('region', { name: 'Avis clients' });
  await expect(block.locator('article')).toHaveCount(5);

  await page.route('**/data/reviews/**', (route) =>
    route.fulfill({ status: 503, json: { message: 'down' } }),
  );
  await block.getByRole('button', { name: 'Afficher plus d’avis' }).click();
  await expect(block.getByRole('alert')).toHaveText(
    /Malheureusement, une erreur s’est produite lors du chargement\. Veuillez réessayer dans un instant\./,
  );
  await expect(block.locator('article')).toHaveCount(5);

  await page.unroute('**/data/reviews/**');
  await block.getByRole('button', { name: 'Réessayer' }).click();
  await expect(block.getByRole('alert')).toHaveCount(0);
  await expect(block.locator('article')).toHaveCount(10);
  await expectAccessible(page);
});

test('GET /data/reviews answers pages as JSON and explains bad requests in the reader’s language', async ({
  request,
}) => {
  const first = await request.get(`/data/reviews/${PRODUCT}?locale=es-ES`);
  expect(first.status()).toBe(200);
  const body = (await first.json()) as {
    summary: { count: number; average: number };
    reviews: Array<{ locale: string }>;
    page: number;
    pageCount: number;
  };
  expect(body.page).toBe(1);
  expect(body.pageCount).toBe(Math.ceil(body.summary.count / 5));
  expect(body.summary.average).toBeGreaterThanOrEqual(1);
  expect(body.reviews.length).toBe(5);

  const last = await request.get(`/data/reviews/${PRODUCT}?locale=es-ES&page=${body.pageCount}`);
  expect(last.status()).toBe(200);

  const beyond = await request.get(`/data/reviews/${PRODUCT}?locale=es-ES&page=${body.pageCount + 1}`);
  expect(beyond.status()).toBe(400);
  expect(await beyond.json()).toEqual({ message: 'Esta página de opiniones no existe.' });

  const notANumber = await request.get(`/data/reviews/${PRODUCT}?locale=en-GB&page=two`);
  expect(notANumber.status()).toBe(400);
  expect(await notANumber.json()).toEqual({ message: 'There is no such page of reviews.' });

  const unknown = await request.get('/data/reviews/999999?locale=de-DE');
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ message: 'Dieses Produkt gibt es nicht (mehr).' });
});

test('unpublished reviews are not readable through the backoffice API', async ({ request }) => {
  const response = await request.get('/api/reviews?where[status][equals]=pending');
  expect(response.status()).toBe(403);
});
