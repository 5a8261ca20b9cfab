import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SHOP_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { giveConsent } from './support/consent';
import { basketWith } from './support/checkout';
import { dataLayerEvents, type DataLayerEntry as Entry } from './support/data-layer';
import { sunglassesSkus } from './support/shop-data';

test.beforeEach(({ context }) => giveConsent(context, SHOP_URL, { statistics: true, marketing: false }));

const events = dataLayerEvents;

/** "1.234,56 €" → 1234.56 */
const amountOf = (text: string | null) =>
  Number(
    text!
      .replace(/[^\d,.]/g, '')
      .replace(/\.(?=\d{3})/g, '')
      .replace(',', '.'),
  );

const cartCount = (page: Page) => page.getByRole('banner').locator('[data-cart-count]');

test('configure varifocals with a strong prescription and buy them into the basket, in German', async ({
  page,
}) => {
  await page.goto('/p/pg/100094?locale=de-DE');
  const framePrice = amountOf(await page.locator('main [data-price-amount]').first().textContent());
  await page.getByRole('button', { name: 'Gläser wählen' }).click();
  const form = page.getByRole('form', { name: 'Gläser wählen' });
  await form.getByText('Gleitsichtgläser', { exact: true }).click();

  // Opening a value picker is tracked with the value it shows.
  await form.getByLabel('Sphäre (SPH)').first().focus();
  await form.getByLabel('Sphäre (SPH)').first().selectOption('-5.5');
  await form.getByLabel('Sphäre (SPH)').last().selectOption('-5');
  await form.getByLabel('Addition (ADD)').first().selectOption('2');
  await form.getByLabel('Addition (ADD)').last().selectOption('2');
  await form.getByLabel('Pupillendistanz (PD)').selectOption('63');

  // A −5.50 sphere needs index 1.67 at least: thicker lenses cannot be chosen.
  await expect(form.getByRole('radio', { name: /Index 1,67/ })).toBeChecked();
  await expect(form.getByRole('radio', { name: /^Index 1,6(?!\d)/ })).toBeDisabled();
  await expect(form.getByText('Für Ihre Sehwerte brauchen Sie mindestens Index 1,67')).toBeVisible();
  await form.getByText('Blaulichtfilter', { exact: true }).click();

  const total = form.locator('[data-configured-price]');
  // comfort varifocals 229 + index 1.67 60 + standard field 0 + blue light 29
  await expect.poll(async () => amountOf(await total.textContent())).toBe(framePrice + 229 + 60 + 29);
  expect(await events(page, 'lens_option_select')).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ section: 'lens_type', selected_value: 'varifocal' }),
      expect.objectContaining({ section: 'correction_values', selected_value: -5.5 }),
      expect.objectContaining({ section: 'coating', selected_value: 'blue_light' }),
    ]),
  );
  expect(await events(page, 'correction_value_open')).toEqual(
    expect.arrayContaining([expect.objectContaining({ selected_option: 'sphere_right', selected_value: 0 })]),
  );
  // Info buttons explain the lens types, the thickness and the PD; each opening is a tooltip_open.
  await form.getByRole('button', { name: 'Mehr zur Pupillendistanz' }).click();
  await expect(form.getByText(/Die Pupillendistanz \(PD\) ist der Abstand/)).toBeVisible();
  await form.getByRole('button', { name: 'Mehr zur Glasdicke' }).click();
  expect((await events(page, 'tooltip_open')).map((entry) => entry.category)).toEqual([
    'pupillarydistance',
    'refraction_index',
  ]);
  await expectAccessible(page);

  await form.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText(/liegt in Ihrem Warenkorb\./)).toBeVisible();
  await expect(cartCount(page)).toHaveAttribute('data-cart-count', '1');
  const [addToCart] = await events(page, 'add_to_cart');
  const ecommerce = addToCart!.ecommerce as { value: number; items: Entry[] };
  expect(ecommerce.value).toBe(framePrice + 318);
  expect(ecommerce.items[0]).toMatchObject({
    item_id: '100094',
    order_type_product: 'glasses',
    focal_type: 'varifocal',
    glas_package: 'comfort',
    field_of_vision: 'standard',
    digital_relax: 'blue_light',
    lotus: 'false',
    glass_color: 'none',
  });

  await page.getByRole('link', { name: 'Zum Warenkorb' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warenkorb');
  const line = page.getByRole('list', { name: 'Artikel in Ihrem Warenkorb' }).locator(':scope > li').first();
  await expect(line).toContainText('Gleitsichtgläser');
  await expect(line).toContainText('Index 1,67');
  await expect(page.locator('[data-cart-total]')).toHaveText(/.+/);
  expect(amountOf(await page.locator('[data-cart-total]').textContent())).toBe(framePrice + 318);
  await expect(page.locator('[data-cart-shipping]')).toHaveText('kostenlos');
  await expectAccessible(page);

  await page.getByLabel('Menge').selectOption('2');
  await expect
    .poll(async () => amountOf(await page.locator('[data-cart-total]').textContent()))
    .toBe(2 * (framePrice + 318));
  await expect(cartCount(page)).toHaveAttribute('data-cart-count', '2');
  await page.reload();
  await expect(page.getByLabel('Menge')).toHaveValue('2');
  await page.getByRole('button', { name: /^Aus dem Warenkorb entfernen/ }).click();
  await expect(page.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  await expect(cartCount(page)).toHaveCount(0);
});

test('a prescription with missing values is refused field by field', async ({ page }) => {
  await page.goto('/p/pg/100094?locale=de-DE');
  await page.getByRole('button', { name: 'Gläser wählen' }).click();
  const form = page.getByRole('form', { name: 'Gläser wählen' });
  await form.getByLabel('Zylinder (CYL)').first().selectOption('-1');
  await form.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(form.getByRole('alert')).toHaveText('Bitte prüfen Sie die 4 markierten Angaben.');
  await expect(form.getByRole('alert')).toBeFocused();
  const axis = form.getByLabel('Achse (A)');
  await expect(axis).toHaveAttribute('aria-invalid', 'true');
  await expect(axis).toHaveAccessibleDescription('Bitte geben Sie diesen Wert an.');
  await expect(form.getByLabel('Pupillendistanz (PD)')).toHaveAccessibleDescription(
    'Bitte geben Sie diesen Wert an.',
  );
  await axis.selectOption('90');
  await expect(form.getByRole('alert')).toHaveText('Bitte prüfen Sie die 3 markierten Angaben.');
  await expect(cartCount(page)).toHaveCount(0);
});

test('contact lenses per eye into the basket, in English', async ({ page }) => {
  await page.goto('/p/cl/300001?locale=en-GB');
  const form = page.getByRole('form', { name: 'Your contact lenses' });
  for (const select of await form.locator('select').all()) {
    if ((await select.inputValue()) === '') await select.selectOption({ index: 1 });
  }
  await form.getByLabel('Boxes').first().selectOption('2');
  await expect(form.locator('[data-configured-price]')).toContainText('3 boxes');
  expect(await events(page, 'contact_lens_option_click')).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ category: 'boxes_right', selection: '2' }),
      expect.objectContaining({ category: expect.stringMatching(/^sphere_(right|left)$/) }),
    ]),
  );
  await form.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText(/is in your basket\./)).toBeVisible();
  await expect(cartCount(page)).toHaveAttribute('data-cart-count', '3');
  await page.goto('/cart?locale=en-GB');
  const lines = page.getByRole('list', { name: 'Items in your basket' }).locator(':scope > li');
  await expect(lines.filter({ hasText: 'Right eye (R/OD)' })).toHaveCount(1);
  await expect(lines.filter({ hasText: 'Left eye (L/OS)' })).toHaveCount(1);
});

test('the cart endpoints check what they are given and add a retried order once', async ({ page }) => {
  const post = (data: unknown, locale = 'de-DE') =>
    page.request.post(`/data/cart?locale=${locale}`, {
      data,
      headers: { 'content-type': 'application/json' },
    });

  const firstRead = await page.request.get('/data/cart');
  expect(firstRead.headers()['set-cookie']).toBeUndefined();
  const noLenses = await post({ type: 'frame', sku: '100094-01', requestKey: 'key-no-lenses-1' });
  expect(noLenses.status()).toBe(400);
  expect(await noLenses.json()).toEqual({ message: 'Bitte wählen Sie Gläser für diese Brille.' });

  const lenses = {
    portfolio: 'essential',
    lensType: 'single_vision',
    index: '1.5',
    coatings: [],
    tintColour: 'none',
    tintType: 'none',
    prescription: { sphere_right: '-1', sphere_left: '-1', cylinder_right: '-0.5', pupillarydistance: '63' },
  };
  const noAxis = await post(
    { type: 'frame', sku: '100094-01', lenses, requestKey: 'key-no-axis-1' },
    'fr-FR',
  );
  expect(noAxis.status()).toBe(400);
  const refusal = (await noAxis.json()) as { errors: Array<{ field: string; code: string }> };
  expect(refusal.errors).toEqual([expect.objectContaining({ field: 'axis_right', code: 'required' })]);

  const complete = { ...lenses, prescription: { ...lenses.prescription, axis_right: '180' } };
  const order = { type: 'frame', sku: '100094-01', lenses: complete, requestKey: 'key-double-click-1' };
  const [first, second] = await Promise.all([post(order), post(order)]);
  expect([first.status(), second.status()]).toEqual([201, 201]);
  const cart = (await (await page.request.get('/data/cart')).json()) as {
    lines: unknown[];
    shipping: number;
    freeShippingIn: number;
  };
  expect(cart.lines).toHaveLength(1);

  const unknown = await post({ type: 'frame', sku: '999999-01', requestKey: 'key-unknown-1' });
  expect(unknown.status()).toBe(404);
  const garbage = await page.request.post('/data/cart', {
    data: 'not json',
    headers: { 'content-type': 'application/json' },
  });
  expect(garbage.status()).toBe(400);
});

test('plain sunglasses go straight into the basket; a small basket pays delivery', async ({ page }) => {
  await page.goto('/p/sg/200001?locale=de-DE');
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(cartCount(page)).toHaveAttribute('data-cart-count', '1');
  await page.goto('/cart?locale=de-DE');
  const subtotal = amountOf(await page.locator('[data-cart-subtotal]').textContent());
  if (subtotal < 49) {
    await expect(page.locator('[data-cart-shipping]')).toHaveText('4,95 €');
    await expect(page.getByText(/^Noch .+ bis zum kostenlosen Versand\.$/)).toBeVisible();
  } else {
    await expect(page.locator('[data-cart-shipping]')).toHaveText('kostenlos');
  }
});

test('the cart page is one for every visitor: no basket or visitor id in it, the basket read in the browser', async ({
  page,
  playwright,
  baseURL,
}) => {
  const [frame] = sunglassesSkus(1, { skip: 60 });
  await basketWith(page.request, frame!.sku);
  const basket = (await (await page.request.get('/data/cart')).json()) as {
    lines: Array<{ product: { name: string } }>;
  };
  const productName = basket.lines[0]!.product.name;
  const visitorId = (await page.context().cookies()).find((cookie) => cookie.name === 'shop_visitor')!.value;

  const stranger = await playwright.request.newContext({ baseURL });
  const answers = [
    await page.request.get('/cart'),
    await stranger.get('/cart'),
    await page.request.get('/cart'),
  ];
  expect(answers.map((answer) => answer.headers()['x-page-cache'])).toContain('hit');
  for (const answer of answers) {
    const html = await answer.text();
    for (const personal of [visitorId, frame!.sku, productName, 'data-cart-line']) {
      expect(html).not.toContain(personal);
    }
  }
  await stranger.dispose();

  await page.goto('/cart');
  const line = page.getByRole('list', { name: 'Artikel in Ihrem Warenkorb' }).locator(':scope > li');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(productName);
});

test('a first visit to the cart: the empty basket takes the loading line’s place without moving the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/cart?locale=en-GB');
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
  const shifts = await page.evaluate(
    () =>
      new Promise<number[]>((resolve) => {
        const values: number[] = [];
        const collect = (entries: PerformanceEntryList) =>
          values.push(...entries.map((entry) => (entry as PerformanceEntry & { value: number }).value));
        const observer = new PerformanceObserver((list) => collect(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            collect(observer.takeRecords());
            observer.disconnect();
            resolve(values);
          }),
        );
      }),
  );
  expect(shifts).toEqual([]);
});
