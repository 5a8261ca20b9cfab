import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/test';
import { createHmac } from 'node:crypto';
import { PAYMENT_WEBHOOK_SECRET, SHOP_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { giveConsent } from './support/consent';
import { ADDRESS, basketWith, fillGermanAddress, newsletterVoucher, orderBody } from './support/checkout';
import { awaitMail, mailTo } from './support/mail';
import { soldOutSunglasses, sunglassesSkus, uniqueEmail } from './support/shop-data';

test.beforeEach(({ context }) => giveConsent(context, SHOP_URL, { statistics: true, marketing: false }));

const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  challenge: '4000 0027 6000 3184',
};

async function fillAddress(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  const address = page.getByRole('region', { name: 'Delivery address' });
  await address.getByLabel('First name').fill(ADDRESS.firstName);
  await address.getByLabel('Last name').fill(ADDRESS.lastName);
  await address.getByLabel('Street and house number').fill(ADDRESS.street);
  await address.getByLabel('Postcode').fill(ADDRESS.postalCode);
  await address.getByLabel('Town or city').fill(ADDRESS.city);
}

/** Types the card on the sandbox provider's hosted card page, where the checkout sent the shopper. */
async function enterCard(page: Page, number: string) {
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  await hydrated(page);
  await page.getByLabel('Name on the card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/35');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByRole('button', { name: 'Pay now' }).click();
}

/** Orders with "Credit card" (the default) and pays on the hosted card page. */
async function payByCard(page: Page, number: string) {
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole('button', { name: /^Buy now/ }).click();
  await enterCard(page, number);
}

/** The bodies the page posts to the shop's order placement, to check that no card detail is among them. */
function placementBodies(page: Page): string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/data/checkout/orders')
      bodies.push(request.postData() ?? '');
  });
  return bodies;
}

/** The signature header the payment provider sends with its event. */
const signed = (event: string) =>
  `sha256=${createHmac('sha256', PAYMENT_WEBHOOK_SECRET).update(event).digest('hex')}`;

/** Whether a request body carries anything of a card: its fields, or a test card's number in any spacing. */
const cardLike = (body: string) =>
  /"(card|cvc|number|expiry|holder)"\s*:/i.test(body) ||
  Object.values(CARDS).some((number) => body.replace(/[\s-]/g, '').includes(number.replace(/\s/g, '')));

test('configure glasses with a prescription and buy them as a new customer with the sandbox card, in German', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('glasses');
  await page.goto('/p/pg/100094?locale=de-DE');
  await page.getByRole('button', { name: 'Gläser wählen' }).click();
  const form = page.getByRole('form', { name: 'Gläser wählen' });
  await form.getByText('Einstärkengläser', { exact: true }).click();
  await form.getByLabel('Sphäre (SPH)').first().selectOption('-2');
  await form.getByLabel('Sphäre (SPH)').last().selectOption('-1.75');
  await form.getByLabel('Pupillendistanz (PD)').selectOption('63');
  await form.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByText(/liegt in Ihrem Warenkorb\./)).toBeVisible();

  await page.goto('/cart?locale=de-DE');
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kasse');
  await expectAccessible(page);
  const summary = page.getByRole('region', { name: 'Ihre Bestellung' });
  await expect(summary).toContainText('Einstärkengläser');

  await fillGermanAddress(page, email);
  // the card is typed at the payment provider, never into the shop's form
  await expect(page.getByRole('radio', { name: 'Kreditkarte' })).toBeChecked();
  await expect(page.locator('input[autocomplete^="cc-"]')).toHaveCount(0);
  const placements = placementBodies(page);
  await page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).click();
  // the terms are required
  await expect(page.getByRole('main').getByRole('alert').first()).toBeFocused();
  await page.getByLabel(/Ich akzeptiere die AGB/).check();
  await page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).click();

  await expect(page.getByRole('heading', { name: 'Mit Karte bezahlen' })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();
  await expect(page.getByText('Bitte geben Sie eine gültige Kartennummer ein.')).toBeVisible();
  await page.getByLabel('Name auf der Karte').fill('Erika Mustermann');
  await page.getByLabel('Kartennummer').fill(CARDS.ok);
  await page.getByLabel(/Gültig bis/).fill('12/35');
  await page.getByLabel(/Prüfnummer/).fill('123');
  await page.getByRole('button', { name: 'Jetzt bezahlen' }).click();

  await expect(page.getByText('Vielen Dank für Ihre Bestellung!')).toBeVisible();
  const orderNumber = await page.locator('[data-order-number]').getAttribute('data-order-number');
  await expect(page.getByRole('main')).toContainText('Einstärkengläser');
  await expectAccessible(page);
  await expect(page.getByRole('banner').locator('[data-cart-count]')).toHaveCount(0);
  expect(placements).toHaveLength(2);
  for (const body of placements) expect(cardLike(body)).toBe(false);

  const mail = await awaitMail(email, new RegExp(`^Ihre Bestellung ${orderNumber}$`));
  expect(mail.text).toContain('Hallo Erika,');
  expect(mail.text).toContain('Hauptstraße 5');
  expect(mail.text).toMatch(/30 Tage/);
});

test('a declined card places no order and keeps the basket; the next card goes through', async ({ page }) => {
  const [frame] = sunglassesSkus(1, { skip: 10, minStock: 3 });
  await basketWith(page.request, frame!.sku);
  await page.goto('/checkout?locale=en-GB');
  await fillAddress(page, uniqueEmail('declined'));
  await payByCard(page, CARDS.declined);
  await expect(page.getByRole('main').getByRole('alert').first()).toHaveText(
    'Your card was declined. Please use another card or payment method.',
  );
  await expect(page.getByRole('banner').locator('[data-cart-count]')).toHaveAttribute('data-cart-count', '1');

  await page.getByRole('link', { name: 'Back to checkout' }).click();
  await page.waitForURL(/\/checkout$/);
  await hydrated(page);
  await fillAddress(page, uniqueEmail('declined'));
  await payByCard(page, CARDS.ok);
  await expect(page.getByText('Thank you for your order!')).toBeVisible();
});

test('a 3-D Secure challenge: a wrong code fails the payment, the right one pays the order', async ({
  page,
}) => {
  const [frame] = sunglassesSkus(1, { skip: 11, minStock: 3 });
  await basketWith(page.request, frame!.sku);
  await page.goto('/checkout?locale=en-GB');
  await fillAddress(page, uniqueEmail('challenge'));
  await payByCard(page, CARDS.challenge);
  await expect(page.getByRole('heading', { name: '3-D Secure confirmation' })).toBeVisible();
  await hydrated(page);
  await expectAccessible(page);
  await page.getByLabel('Confirmation code').fill('0000');
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The payment could not be confirmed. Please try again or choose another payment method.',
  );
  await page.getByRole('link', { name: 'Back to checkout' }).click();
  await page.waitForURL(/\/checkout$/);
  await hydrated(page);

  await fillAddress(page, uniqueEmail('challenge'));
  await payByCard(page, CARDS.challenge);
  await expect(page.getByRole('heading', { name: '3-D Secure confirmation' })).toBeVisible();
  await hydrated(page);
  await page.getByLabel('Confirmation code').fill('1234');
  await page.getByRole('button', { name: 'Confirm payment' }).click();
  await expect(page.getByText('Thank you for your order!')).toBeVisible();
});

test('PayPal sends the shopper to approve the payment; cancelling there places no order', async ({
  page,
}) => {
  const [frame] = sunglassesSkus(1, { skip: 12, minStock: 3 });
  await basketWith(page.request, frame!.sku);
  await page.goto('/checkout?locale=en-GB');
  await fillAddress(page, uniqueEmail('paypal'));
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole('button', { name: /^Buy now/ }).click();
  await expect(page.getByRole('heading', { name: 'Approve payment with PayPal' })).toBeVisible();
  await hydrated(page);
  await page.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The payment was cancelled. Your order has not been placed.',
  );
  const cart = await (await page.request.get('/data/cart')).json();
  expect(cart.lines).toHaveLength(1);
});

test("the provider's signed webhook confirms a waiting order once; a forged or replayed event changes nothing", async ({
  request,
}) => {
  const [frame] = sunglassesSkus(1, { skip: 50, minStock: 3 });
  await basketWith(request, frame!.sku);
  const placed = await request.post('/data/checkout/orders?locale=en-GB', {
    data: { ...orderBody(uniqueEmail('webhook')), paymentMethod: 'paypal' },
  });
  expect(placed.status()).toBe(202);
  const { orderNumber } = await placed.json();
  const event = JSON.stringify({ orderNumber, status: 'authorised', reference: `psp_${orderNumber}` });
  const send = (signature: string) =>
    request.post('/data/checkout/payment-events', {
      data: event,
      headers: { 'content-type': 'application/json', 'x-payment-signature': signature },
    });
  const signature = signed(event);

  expect((await send(signature.replace(/.$/, (last) => (last === '0' ? '1' : '0')))).status()).toBe(401);
  expect((await (await request.get('/data/cart')).json()).lines).toHaveLength(1);

  const confirmed = await send(signature);
  expect(confirmed.status()).toBe(200);
  expect(await confirmed.json()).toEqual({ orderNumber, status: 'paid' });
  expect((await (await request.get('/data/cart')).json()).lines).toHaveLength(0);

  const replayed = await send(signature);
  expect(await replayed.json()).toEqual({ orderNumber, status: 'paid' });
});

test('a card payment confirmed by the signed webhook while the shopper is on the card page is paid once', async ({
  page,
}) => {
  const [frame] = sunglassesSkus(1, { skip: 51, minStock: 3 });
  await basketWith(page.request, frame!.sku);
  await page.goto('/checkout?locale=en-GB');
  const email = uniqueEmail('webhookcard');
  await fillAddress(page, email);
  // the placement's answer is read as it passes: the page leaves for the card page right after it
  let placed: { orderNumber: string } | undefined;
  await page.route('**/data/checkout/orders', async (route) => {
    const response = await route.fetch();
    placed = await response.json();
    await route.fulfill({ response });
  });
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole('button', { name: /^Buy now/ }).click();
  await expect(page.getByRole('heading', { name: 'Pay by card' })).toBeVisible();
  const { orderNumber } = placed!;
  // the provider's event names its payment, the reference of its card page
  const reference = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

  const event = JSON.stringify({ orderNumber, status: 'authorised', reference });
  const confirmed = await page.request.post('/data/checkout/payment-events', {
    data: event,
    headers: { 'content-type': 'application/json', 'x-payment-signature': signed(event) },
  });
  expect(await confirmed.json()).toEqual({ orderNumber, status: 'paid' });

  // the shopper's return after the webhook finds the order paid: the confirmation, not a second payment
  await enterCard(page, CARDS.ok);
  await expect(page.getByText('Thank you for your order!')).toBeVisible();
  await expect(page.locator('[data-order-number]')).toHaveAttribute('data-order-number', orderNumber);
  await awaitMail(email, new RegExp(`^Your order ${orderNumber}$`));
  expect((await mailTo(email)).filter((mail) => mail.subject.includes(orderNumber))).toHaveLength(1);
});

test('the newsletter voucher takes 10% off the first order once; a second use is refused', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('voucher');
  const code = await newsletterVoucher(page.request, email);
  const [first, second] = sunglassesSkus(2, { skip: 13, minStock: 3 });
  await basketWith(page.request, first!.sku);

  await page.goto('/checkout?locale=en-GB');
  const total = Number((await page.locator('[data-checkout-total]').textContent())!.replace(/[^\d.]/g, ''));
  await page.getByLabel('Voucher code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).last().click();
  await expect(page.getByText(`Voucher ${code} applied.`)).toBeVisible();
  const discount = Number(
    (await page.locator('[data-checkout-discount]').textContent())!.replace(/[^\d.]/g, ''),
  );
  expect(discount).toBeCloseTo(Math.floor(total * 10) / 100, 2);
  await fillAddress(page, email);
  await page.getByRole('radio', { name: 'Invoice (pay within 14 days)' }).check();
  await page.getByLabel(/I accept the terms and conditions/).check();
  await page.getByRole('button', { name: /^Buy now/ }).click();
  await expect(page.getByText('Thank you for your order!')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(`Voucher ${code}`);

  await basketWith(page.request, second!.sku);
  await page.goto('/checkout?locale=en-GB');
  await page.getByLabel('Voucher code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).last().click();
  await expect(page.getByText('This voucher has already been redeemed.')).toBeVisible();
  // Placing the order with it anyway is refused with the same reason.
  const refused = await page.request.post('/data/checkout/orders?locale=en-GB', {
    data: orderBody(email, code),
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe('This voucher has already been redeemed.');
});

test('a sold-out frame colour says so on its page and cannot be put in the basket', async ({ page }) => {
  const soldOut = soldOutSunglasses();
  await page.goto(`/p/sg/${soldOut.productId}?variant=${soldOut.sku}&locale=en-GB`);
  await expect(page.getByText('Sold out', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to basket' })).toHaveCount(0);
  const offer = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(offer!).offers.availability).toBe('https://schema.org/OutOfStock');

  const refused = await page.request.post('/data/cart?locale=en-GB', {
    data: { type: 'frame', sku: soldOut.sku, quantity: 1, requestKey: crypto.randomUUID() },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe('Sorry, this colour is sold out.');
});

test('the last unit goes to the first order; the second basket is told it has just sold out', async ({
  page,
  browser,
}) => {
  const [lastUnit] = sunglassesSkus(1, { maxStock: 1 });
  await page.goto(`/p/sg/${lastUnit!.productId}?variant=${lastUnit!.sku}&locale=en-GB`);
  await expect(page.getByText('Only a few left in stock')).toBeVisible();
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  await basketWith(page.request, lastUnit!.sku);
  await basketWith(other.request, lastUnit!.sku);
  const first = await other.request.post('/data/checkout/orders?locale=en-GB', {
    data: orderBody(uniqueEmail('lastunit')),
  });
  expect(first.status()).toBe(201);
  const refused = await page.request.post('/data/checkout/orders?locale=en-GB', {
    data: orderBody(uniqueEmail('soldout')),
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toMatch(/^Sorry, .+ has just sold out\./);
  await other.close();
  // The product page, cached whole, is told as well.
  await page.goto(`/p/sg/${lastUnit!.productId}?variant=${lastUnit!.sku}&locale=en-GB`);
  await expect(page.getByText('Sold out', { exact: true })).toBeVisible();
});

test('checkout asks returning customers to log in in place (login_shown, login_hide)', async ({ page }) => {
  const [frame] = sunglassesSkus(1, { skip: 17 });
  await basketWith(page.request, frame!.sku);
  await page.goto('/checkout?locale=en-GB');
  const disclosure = page.getByRole('button', { name: 'Already a customer? Log in' });
  await disclosure.click();
  await expect(page.getByRole('form', { name: 'Log in to your account' })).toBeVisible();
  await disclosure.click();
  const events = await page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => String(entry.event_name).startsWith('login'))
      .map((entry) => `${entry.event_name}:${entry.page_classification}`),
  );
  expect(events).toEqual(['login_shown:CART', 'login_hide:CART']);
});

test('a customer finds the order under My orders and asks for a money-back return once', async ({ page }) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('returns');
  const password = 'glasses-for-everyone';
  await page.request.post('/data/account/register?locale=en-GB', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password },
  });
  const mail = await awaitMail(email, /^Please confirm your e-mail address$/);
  const token = /token=([\w-]+)/.exec(mail.text)![1];
  expect((await page.request.post('/data/account/verify', { data: { token } })).status()).toBe(200);
  expect((await page.request.post('/data/account/login', { data: { email, password } })).status()).toBe(200);

  const [frame] = sunglassesSkus(1, { skip: 18, minStock: 3 });
  await basketWith(page.request, frame!.sku);
  const placed = await page.request.post('/data/checkout/orders?locale=en-GB', { data: orderBody(email) });
  expect(placed.status()).toBe(201);
  const { orderNumber } = await placed.json();

  await page.goto('/account?locale=en-GB');
  const order = page.locator(`[data-order="${orderNumber}"]`);
  await expect(order).toContainText('Paid, being prepared');
  await order.getByRole('button', { name: /^Return under the money-back guarantee/ }).click();
  const form = page.getByRole('form', { name: `Return of order ${orderNumber}` });
  await form.getByLabel('Reason').selectOption('doesNotFit');
  await form.getByRole('button', { name: 'Request return' }).click();
  await expect(order.getByRole('status')).toHaveText(
    'Your return request has been received. We will send you the return label by e-mail.',
  );
  await expectAccessible(page);

  const again = await page.request.post(`/data/orders/${orderNumber}/return?locale=en-GB`, {
    data: { reason: 'other' },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe('A return has already been requested for this order.');
  await page.reload();
  await expect(order).toContainText('Return requested');
});
