import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ADMIN_SETUP_TOKEN, FRAGMENT_SHOP_URL } from '../playwright.config';
import { giveConsent } from './support/consent';
import { cspViolations, expectScriptsToCarry, nonceOf } from './support/csp';
import { hidePage } from './support/monitoring';
import { basketWith, orderBody } from './support/checkout';
import { awaitMail, mailTo } from './support/mail';
import { openWithCampaign, warmUpPersonalisation } from './support/personalisation';
import { sunglassesSkus, uniqueEmail } from './support/shop-data';

// The first test sees an empty user table; the next one creates the first admin user.
test.describe.configure({ mode: 'serial' });

const ADMIN = { email: 'operator@eyewear-shop.example', password: 'A long operator passphrase 42' };

/** Asks for a page twice as one visitor: the second answer comes from the whole-page cache. */
async function expectKeptForEveryone(visitor: APIRequestContext, path: string) {
  await visitor.get(path);
  expect((await visitor.get(path)).headers()['x-page-cache']).toBe('hit');
}

test('the backoffice offers to create the first admin user', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/create-first-user/);
  await expect(page.getByRole('button', { name: /create/i })).toBeVisible();
});

test('an operator sees a campaign’s impressions, clicks and CTR per variation', async ({
  page,
  context,
  baseURL,
}) => {
  await giveConsent(context, baseURL!);
  await warmUpPersonalisation(baseURL!);
  await openWithCampaign(page, '/stores?locale=de-DE');
  await expect(page.locator('[data-top-banner]')).toContainText('Kostenloser Sehtest');

  await page.goto('/admin/create-first-user');
  // The admin's first load in a fresh build can take the click before its form is hydrated: then nothing is
  // sent, so the form is filled and sent again until the shop answers.
  await expect(async () => {
    await page.getByLabel(/email/i).fill(ADMIN.email);
    await page.getByLabel(/^new password/i).fill(ADMIN.password);
    await page.getByLabel(/confirm password/i).fill(ADMIN.password);
    await page.getByLabel('Setup token').fill('a guess');
    const refused = page.waitForResponse((answer) => answer.url().includes('/api/users/first-register'), {
      timeout: 5_000,
    });
    await page.getByRole('button', { name: /create/i }).click();
    expect((await refused).status()).toBe(400);
  }).toPass({ timeout: 45_000 });
  await expect(page).toHaveURL(/\/admin\/create-first-user/);
  await page.getByLabel('Setup token').fill(ADMIN_SETUP_TOKEN);
  await page.getByRole('button', { name: /create/i }).click();
  await expect(page).toHaveURL(/\/admin$/);

  await page.goto('/admin/collections/campaigns');
  await page.getByRole('link', { name: 'Free eye test' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('columnheader', { name: 'Impressions' })).toBeVisible();
  await expect(results.locator('tbody tr')).toHaveCount(2);
  const impressions = await results.locator('tbody tr td:nth-of-type(1)').allTextContents();
  expect(
    impressions.reduce((sum, count) => sum + Number(count.replace(/\D/g, '')), 0),
  ).toBeGreaterThanOrEqual(1);
});

test('the backoffice’s login and dashboard run under its CSP without a violation', async ({ page }) => {
  const violations = await cspViolations(page);
  const login = await page.goto('/admin/login');
  expectScriptsToCarry(await login!.text(), nonceOf(login));
  await page.getByLabel(/email/i).fill(ADMIN.email);
  await page.getByLabel(/^password/i).fill(ADMIN.password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('a[href="/admin/collections/products"]').first()).toBeVisible();
  expect(violations).toEqual([]);
});

test('a product changed in the backoffice shows at once on its cached page', async ({
  request,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const productPage = '/p/pg/100600';
  const first = await visitor.get(productPage);
  const original = /<h1[^>]*>([^<]+)<\/h1>/.exec(await first.text())![1]!;
  const again = await visitor.get(productPage);
  expect(again.headers()['x-page-cache']).toBe('hit');

  expect((await request.post('/api/users/login', { data: ADMIN })).ok()).toBe(true);
  const renamed = `${original} Edition`;
  const change = await request.patch('/api/products/100600?locale=de-DE', { data: { name: renamed } });
  expect(change.ok()).toBe(true);

  const after = await visitor.get(productPage);
  expect(after.headers()['x-page-cache']).toBeUndefined();
  expect(await after.text()).toContain(`>${renamed}</h1>`);
  await request.patch('/api/products/100600?locale=de-DE', { data: { name: original } });
  await visitor.dispose();
});

test('a help page is kept for every visitor and shows a backoffice change at once', async ({
  request,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const helpPage = '/service/so-gehts';
  await expectKeptForEveryone(visitor, helpPage);

  expect((await request.post('/api/users/login', { data: ADMIN })).ok()).toBe(true);
  const [help] = (
    await (await request.get('/api/pages?where[slug][equals]=service/so-gehts&locale=de-DE&depth=0')).json()
  ).docs;
  const publish = (title: string) =>
    request.patch(`/api/pages/${help.id}?locale=de-DE`, { data: { title, _status: 'published' } });
  const renamed = `So bestellen Sie ${Date.now()}`;
  expect((await publish(renamed)).ok()).toBe(true);
  try {
    const after = await visitor.get(helpPage);
    expect(after.headers()['x-page-cache']).toBeUndefined();
    expect(await after.text()).toContain(`>${renamed}</h1>`);
  } finally {
    await publish(help.title);
    await visitor.dispose();
  }
});

test('the try-on turned off for one storefront in the backoffice leaves its pages at once, not another’s', async ({
  page,
  playwright,
  baseURL,
}) => {
  const productPage = '/p/pg/100001';
  // Visitors of each storefront (the locale sticks for the visit), so the product page comes from the page cache.
  const finnish = await playwright.request.newContext({ baseURL });
  const swedish = await playwright.request.newContext({ baseURL });
  await finnish.get(`${productPage}?locale=fi-FI`);
  await swedish.get(`${productPage}?locale=sv-SE`);
  const hasTryOn = async (visitor: APIRequestContext, label: string) =>
    (await (await visitor.get(productPage)).text()).includes(`>${label}</button>`);
  expect(await hasTryOn(finnish, 'Sovita virtuaalisesti')).toBe(true);
  expect((await finnish.get(productPage)).headers()['x-page-cache']).toBe('hit');
  expect(await hasTryOn(swedish, 'Prova virtuellt')).toBe(true);

  expect((await page.request.post('/api/users/login', { data: ADMIN })).ok()).toBe(true);
  await page.goto('/admin/globals/feature-flags');
  await expect(page.getByRole('checkbox', { name: 'Virtual try-on' })).toBeChecked();
  await page.getByRole('button', { name: 'Add Storefront' }).click();
  // The selects open once the backoffice's form has loaded: a click before that is lost.
  for (const [field, option] of [
    ['#field-storefronts__0__flag', 'Virtual try-on'],
    ['#field-storefronts__0__storefront', 'fi'],
  ] as const) {
    await expect(async () => {
      await page.locator(field).click();
      await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await expect(page.locator('#field-storefronts__0__enabled')).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/updated successfully/i)).toBeVisible();

  try {
    expect(await hasTryOn(finnish, 'Sovita virtuaalisesti')).toBe(false);
    expect(await hasTryOn(swedish, 'Prova virtuellt')).toBe(true);
    // and in the browser, where the page is rendered for staff (not cached)
    await page.goto(`${productPage}?locale=fi-FI`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sovita virtuaalisesti' })).toHaveCount(0);
    await page.goto(`${productPage}?locale=sv-SE`);
    await expect(page.getByRole('button', { name: 'Prova virtuellt' })).toBeVisible();
  } finally {
    await page.request.post('/api/globals/feature-flags', { data: { storefronts: [] } });
  }
  expect(await hasTryOn(finnish, 'Sovita virtuaalisesti')).toBe(true);
  await finnish.dispose();
  await swedish.dispose();
});

test('a review waits for moderation and shows on its cached product page once published', async ({
  request,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  const productPage = '/p/pg/100600';
  await expectKeptForEveryone(visitor, productPage);

  expect((await request.post('/api/users/login', { data: ADMIN })).ok()).toBe(true);
  const title = 'Sitzt perfekt, auch nach Wochen';
  const created = await request.post('/api/reviews', {
    data: {
      product: '100600',
      rating: 5,
      title,
      body: 'Leicht, stabil und die Gläser sind top.',
      authorName: 'Petra M.',
      locale: 'de-DE',
      submittedAt: new Date().toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const { doc } = (await created.json()) as { doc: { id: number; status: string } };
  expect(doc.status).toBe('pending');
  expect(await (await visitor.get(productPage)).text()).not.toContain(title);

  expect((await request.patch(`/api/reviews/${doc.id}`, { data: { status: 'published' } })).ok()).toBe(true);
  const page = await visitor.get(productPage);
  expect(page.headers()['x-page-cache']).toBeUndefined();
  expect(await page.text()).toContain(title);

  expect((await request.delete(`/api/reviews/${doc.id}`)).ok()).toBe(true);
  expect(await (await visitor.get(productPage)).text()).not.toContain(title);
  await visitor.dispose();
});

test('a brand that still has products cannot be deleted, and says why', async ({ request }) => {
  expect((await request.post('/api/users/login', { data: ADMIN })).ok()).toBe(true);
  const response = await request.delete('/api/brands/nordlicht');
  expect(response.status()).toBe(409);
  expect(JSON.stringify(await response.json())).toMatch(/still has \d+ products/);
  expect((await request.get('/brillen/nordlicht.html')).status()).toBe(200);
});

test('mail goes out through the outbox over SMTP: a backoffice password reset arrives', async ({
  request,
}) => {
  expect((await request.post('/api/users/forgot-password', { data: { email: ADMIN.email } })).ok()).toBe(
    true,
  );
  const mail = await awaitMail(ADMIN.email, /reset/i);
  expect(mail.html + mail.text).toMatch(/\/admin\/reset\/[\w-]+/);
  expect(mail.messageId).toMatch(/^<outbox-\d+@eyewear-shop\.example>$/);

  expect((await request.post('/api/users/login', { data: ADMIN })).ok()).toBe(true);
  const outbox = await request.get(
    `/api/mail-outbox?where[to][equals]=${encodeURIComponent(ADMIN.email)}&depth=0`,
  );
  const { docs } = (await outbox.json()) as { docs: Array<{ status: string; sentAt: string }> };
  expect(docs[0]).toMatchObject({ status: 'sent' });
});

test('without SMTP_URL mail is kept in the outbox for the operator to read', async ({ playwright }) => {
  const shop = await playwright.request.newContext({ baseURL: FRAGMENT_SHOP_URL });
  const operator = { email: 'keeper@eyewear-shop.example', password: 'Another long passphrase 7' };
  expect(
    (
      await shop.post('/api/users/first-register', {
        data: { ...operator, confirmPassword: operator.password, setupToken: ADMIN_SETUP_TOKEN },
      })
    ).ok(),
  ).toBe(true);
  expect((await shop.post('/api/users/forgot-password', { data: { email: operator.email } })).ok()).toBe(
    true,
  );
  expect((await shop.post('/api/users/login', { data: operator })).ok()).toBe(true);
  await expect
    .poll(
      async () => {
        const outbox = await shop.get(
          `/api/mail-outbox?where[to][equals]=${encodeURIComponent(operator.email)}&depth=0`,
        );
        return ((await outbox.json()) as { docs: Array<{ status: string }> }).docs[0]?.status;
      },
      { timeout: 20_000 },
    )
    .toBe('kept');
  expect(await mailTo(operator.email)).toEqual([]);
  await shop.dispose();
});

test('newsletter subscriptions export as CSV with their consent record, for operators only', async ({
  request,
  playwright,
  baseURL,
}) => {
  const email = `export-${Date.now()}@example.org`;
  const visitor = await playwright.request.newContext({ baseURL });
  expect(
    await (await visitor.post('/data/newsletter?locale=en-GB', { data: { email, source: 'modal' } })).json(),
  ).toEqual({ next: 'success' });
  expect((await visitor.get('/api/newsletter-subscriptions/export.csv')).status()).toBe(401);
  await visitor.dispose();

  expect((await request.post('/api/users/login', { data: ADMIN })).ok()).toBe(true);
  const csv = await request.get('/api/newsletter-subscriptions/export.csv');
  expect(csv.headers()['content-type']).toContain('text/csv');
  const lines = (await csv.text()).trim().split('\r\n');
  expect(lines[0]).toBe(
    'email,status,country,locale,salutation,firstName,postalCode,category,consent.givenAt,consent.source,consent.textVersion,consent.doubleOptIn,confirmedAt,unsubscribedAt',
  );
  expect(lines.find((line) => line.startsWith(`"${email}"`))).toMatch(
    /^"[^"]+","confirmed","gb","en-GB",.*"fullProductRange","\d{4}-[^"]+","modal","2026-11","false","\d{4}-/,
  );
});

test('orders show in the backoffice and staff move them on; a customer cannot use the backoffice API', async ({
  page,
  playwright,
  baseURL,
}) => {
  const shopper = await playwright.request.newContext({ baseURL });
  const email = `backoffice-${Date.now()}@example.org`;
  const password = 'glasses-for-everyone';
  await shopper.post('/data/cart?locale=en-GB', {
    data: { type: 'frame', sku: '200002-01', quantity: 1, requestKey: crypto.randomUUID() },
  });
  const placed = await shopper.post('/data/checkout/orders?locale=en-GB', {
    data: {
      placementKey: crypto.randomUUID(),
      email,
      address: {
        firstName: 'Ada',
        lastName: 'Test',
        street: '1 Row',
        postalCode: 'SW1A 1AA',
        city: 'London',
        country: 'gb',
      },
      shippingMethod: 'standard',
      paymentMethod: 'invoice',
      acceptTerms: true,
    },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = await placed.json();

  expect((await page.request.post('/api/users/login', { data: ADMIN })).ok()).toBe(true);
  await page.goto('/admin/collections/orders');
  await expect(page.getByRole('link', { name: orderNumber })).toBeVisible();
  const found = await (
    await page.request.get(`/api/orders?where[orderNumber][equals]=${orderNumber}`)
  ).json();
  const shipped = await page.request.patch(`/api/orders/${found.docs[0].id}`, {
    data: { status: 'shipped' },
  });
  expect((await shipped.json()).doc.shippedAt).toBeTruthy();

  // A logged-in customer is a Payload user too, but not staff.
  await shopper.post('/data/account/register?locale=en-GB', {
    data: { firstName: 'Ada', lastName: 'Test', email, password },
  });
  const mail = await awaitMail(email, /^Please confirm your e-mail address$/);
  await shopper.post('/data/account/verify', { data: { token: /token=([\w-]+)/.exec(mail.text)![1] } });
  expect((await shopper.post('/data/account/login', { data: { email, password } })).status()).toBe(200);
  expect((await (await shopper.get('/api/orders')).json()).docs).toEqual([]);
  expect((await shopper.get('/api/users')).status()).toBe(403);
  expect((await shopper.patch('/api/products/100001', { data: { name: 'Hacked' } })).status()).toBe(403);
  expect((await shopper.get('/api/mail-outbox')).status()).toBe(403);
  // Payload's own customer login would tell a locked account from an unknown address: it is closed.
  expect((await shopper.post('/api/customers/login', { data: { email, password } })).status()).toBe(404);
  expect((await shopper.post('/api/customers/forgot-password', { data: { email } })).status()).toBe(404);
  const self = await (await shopper.get('/api/customers')).json();
  expect(self.docs.map((customer: { email: string }) => customer.email)).toEqual([email]);
  await shopper.dispose();
});

/** A registered customer's order (paid by invoice, or the gift card given) with a return asked for. */
async function returnAskedFor(
  staff: Page,
  shopper: APIRequestContext,
  email: string,
  { skip, giftCardCode }: { skip: number; giftCardCode?: string },
) {
  const password = 'glasses-for-everyone';
  await shopper.post('/data/account/register?locale=en-GB', {
    data: { firstName: 'Ada', lastName: 'Refund', email, password },
  });
  const confirm = await awaitMail(email, /^Please confirm your e-mail address$/);
  await shopper.post('/data/account/verify', { data: { token: /token=([\w-]+)/.exec(confirm.text)![1] } });
  expect((await shopper.post('/data/account/login', { data: { email, password } })).status()).toBe(200);
  const [frame] = sunglassesSkus(1, { skip, minStock: 3 });
  await basketWith(shopper, frame!.sku);
  const placed = await shopper.post('/data/checkout/orders?locale=en-GB', {
    data: { ...orderBody(email), giftCardCode },
  });
  expect(placed.status()).toBe(201);
  const { orderNumber } = await placed.json();
  const asked = await shopper.post(`/data/orders/${orderNumber}/return?locale=en-GB`, {
    data: { reason: 'doesNotFit' },
  });
  expect(asked.status()).toBe(201);
  const [order] = (
    await (await staff.request.get(`/api/orders?where[orderNumber][equals]=${orderNumber}`)).json()
  ).docs;
  const [request] = (
    await (await staff.request.get(`/api/return-requests?where[orderNumber][equals]=${orderNumber}`)).json()
  ).docs;
  return { order, request, orderNumber: orderNumber as string };
}

test('staff refund a money-back return in the backoffice: paid back through the provider, customer mailed', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const shopper = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail('refund');
  expect((await page.request.post('/api/users/login', { data: ADMIN })).ok()).toBe(true);
  const { order, request, orderNumber } = await returnAskedFor(page, shopper, email, { skip: 30 });
  const tooMuch = await page.request.patch(`/api/return-requests/${request.id}`, {
    data: { status: 'refunded', refundAmount: order.total + 1 },
  });
  expect(tooMuch.status()).toBe(400);
  expect(JSON.stringify(await tooMuch.json())).toContain('at most the order');

  await page.goto(`/admin/collections/return-requests/${request.id}`);
  // The select opens once the backoffice's form has loaded: a click before that is lost.
  await expect(async () => {
    await page.locator('#field-status').click();
    await expect(page.getByRole('option', { name: 'refunded' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('option', { name: 'refunded' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/updated successfully/i)).toBeVisible();
  await expect(page.locator('#field-refundReference')).toHaveValue(/^sbx_rf_/);

  const refundMail = await awaitMail(email, new RegExp(`^Your refund for order ${orderNumber}$`));
  expect(refundMail.text).toContain(
    `we have refunded £${order.total.toFixed(2)} for your order ${orderNumber}`,
  );
  const returned = await (await page.request.get(`/api/orders/${order.id}`)).json();
  expect(returned.status).toBe('returned');
  await shopper.dispose();
});

test('two members of staff refunding one return at once credit its gift card once', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  expect((await page.request.post('/api/users/login', { data: ADMIN })).ok()).toBe(true);
  const code = `GIFT${Date.now()}`;
  const validUntil = new Date(Date.now() + 365 * 24 * 3_600_000).toISOString();
  const card = await page.request.post('/api/gift-cards', {
    data: { code, currency: 'GBP', initialBalance: 1000, balance: 1000, validUntil },
  });
  expect(card.status()).toBe(201);
  const shopper = await playwright.request.newContext({ baseURL });
  const { order, request } = await returnAskedFor(page, shopper, uniqueEmail('double-refund'), {
    skip: 32,
    giftCardCode: code,
  });
  expect(order.giftCardAmount).toBe(order.total);

  const refund = () =>
    page.request.patch(`/api/return-requests/${request.id}`, { data: { status: 'refunded' } });
  // one refunds; the other is refused (409) or, had the first been saved already, finds it refunded
  const answers = await Promise.all([refund(), refund()]);
  expect(answers.map((answer) => answer.status())).toContain(200);
  expect(answers.every((answer) => [200, 409].includes(answer.status()))).toBe(true);
  const { docs } = await (await page.request.get(`/api/gift-cards?where[code][equals]=${code}`)).json();
  expect(docs[0].balance).toBe(1000);
  await shopper.dispose();
});

test('an optician’s till redeems a contact-lens eye-test voucher exactly once', async ({
  page,
  playwright,
  baseURL,
}) => {
  const shopper = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail('redeem');
  const added = await shopper.post('/data/cart?locale=en-GB', {
    data: { type: 'eyeTest', quantity: 1, requestKey: crypto.randomUUID() },
  });
  expect(added.status()).toBe(201);
  const placed = await shopper.post('/data/checkout/orders?locale=en-GB', { data: orderBody(email) });
  expect(placed.status()).toBe(201);
  const mail = await awaitMail(email, /^Your contact-lens eye-test voucher$/);
  const code = /KL-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(mail.text)![0];
  await shopper.dispose();

  expect((await page.request.post('/api/users/login', { data: ADMIN })).ok()).toBe(true);
  const [partner] = (
    await (
      await page.request.get('/api/opticians?where[opticianType][equals]=Partner&limit=1&depth=0')
    ).json()
  ).docs;
  const apiKey = crypto.randomUUID();
  const account = await page.request.post('/api/optician-accounts', {
    data: {
      email: `till-${Date.now()}@optician.example`,
      password: 'A long till passphrase 42',
      optician: partner.id,
      enableAPIKey: true,
      apiKey,
    },
  });
  expect(account.status()).toBe(201);

  const till = await playwright.request.newContext({ baseURL });
  const redeem = (voucher: string, headers: Record<string, string>) =>
    till.post('/data/eye-test-vouchers/redeem?locale=en-GB', { data: { code: voucher }, headers });
  const authorised = { authorization: `optician-accounts API-Key ${apiKey}` };
  expect((await redeem(code, {})).status()).toBe(401);
  const unknown = await redeem('KL-AAAA-AAAA', authorised);
  expect(unknown.status()).toBe(404);
  expect((await unknown.json()).message).toBe('This voucher code does not exist.');

  // Two tills at the same moment: one redeems, the other is told it was already redeemed.
  const answers = await Promise.all(Array.from({ length: 8 }, () => redeem(code.toLowerCase(), authorised)));
  expect(answers.map((answer) => answer.status()).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
  const again = await redeem(code, authorised);
  expect((await again.json()).message).toBe('This voucher has already been redeemed.');
  const [voucher] = (
    await (await page.request.get(`/api/eye-test-vouchers?where[code][equals]=${code}&depth=0`)).json()
  ).docs;
  expect(voucher).toMatchObject({ status: 'redeemed', redeemedBy: partner.id });
  // The till's key opens nothing else.
  expect((await till.get('/api/orders', { headers: authorised })).status()).toBe(403);
  await till.dispose();
});

test('a page’s draft shows in the preview only, and on the public page once published', async ({
  page,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  expect((await visitor.get('/api/preview?path=/impressum&locale=en-GB', { maxRedirects: 0 })).status()).toBe(
    401,
  );

  expect((await page.request.post('/api/users/login', { data: ADMIN })).ok()).toBe(true);
  const [imprint] = (
    await (await page.request.get('/api/pages?where[slug][equals]=impressum&locale=en-GB')).json()
  ).docs;
  const draftTitle = `Legal notice ${Date.now()}`;
  const saved = await page.request.patch(`/api/pages/${imprint.id}?draft=true&locale=en-GB`, {
    data: { title: draftTitle, _status: 'draft' },
  });
  expect(saved.ok()).toBe(true);

  const publicTitle = async () => {
    const html = await (await visitor.get('/impressum?locale=en-GB')).text();
    return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
  };
  expect(await publicTitle()).toBe('Legal notice');

  await page.goto('/api/preview?path=/impressum&locale=en-GB');
  await expect(page).toHaveURL(/\/impressum\?locale=en-GB/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftTitle);
  await page.goto('/api/preview/exit');

  const published = await page.request.patch(`/api/pages/${imprint.id}?locale=en-GB`, {
    data: { title: draftTitle, _status: 'published' },
  });
  expect(published.ok()).toBe(true);
  await expect.poll(publicTitle).toBe(draftTitle);
  await visitor.dispose();
});

test('a support request from the chat reaches the backoffice; bad input is refused', async ({
  page,
  playwright,
  baseURL,
}) => {
  const shopper = await playwright.request.newContext({ baseURL });
  const email = uniqueEmail('support');
  const question = 'Wo ist meine Bestellung?';
  const sent = await shopper.post('/data/support/requests?locale=de-DE', {
    data: {
      name: 'Kim Meyer',
      email,
      message: question,
      transcript: [{ from: 'shopper', text: question }],
      page: '/service',
    },
  });
  expect(sent.status()).toBe(201);
  const refused = await shopper.post('/data/support/requests?locale=de-DE', {
    data: { name: '', email: 'kein-name', message: '' },
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).fields).toMatchObject({ name: 'Bitte geben Sie Ihren Namen ein.' });
  await shopper.dispose();

  expect((await page.request.post('/api/users/login', { data: ADMIN })).ok()).toBe(true);
  const { docs } = await (
    await page.request.get(`/api/support-requests?where[email][equals]=${encodeURIComponent(email)}`)
  ).json();
  expect(docs).toEqual([
    expect.objectContaining({
      status: 'open',
      locale: 'de-DE',
      message: question,
      transcript: [{ from: 'shopper', text: question }],
    }),
  ]);
  await page.goto('/admin/collections/support-requests');
  await expect(page.getByText(email)).toBeVisible();
});

test('only the configured content environment is served', async ({ page }) => {
  expect((await page.request.post('/api/users/login', { data: ADMIN })).ok()).toBe(true);
  const slug = `staging-only-${Date.now()}`;
  const created = await page.request.post('/api/pages?locale=en-GB', {
    data: { title: 'Staging only', slug, environment: 'staging', _status: 'published', layout: [] },
  });
  expect(created.ok()).toBe(true);
  expect((await page.request.get(`/${slug}?locale=en-GB`)).status()).toBe(404);
  const moved = await page.request.patch(`/api/pages/${(await created.json()).doc.id}?locale=en-GB`, {
    data: { environment: 'master', _status: 'published' },
  });
  expect(moved.ok()).toBe(true);
  await expect.poll(async () => (await page.request.get(`/${slug}?locale=en-GB`)).status()).toBe(200);
});

test('staff see every data-layer push of a page live in the tracking debug view, visitors do not', async ({
  page,
  playwright,
  baseURL,
}) => {
  const visitor = await playwright.request.newContext({ baseURL });
  expect((await visitor.get('/api/tracking-debug')).status()).toBe(403);
  await page.goto('/p/pg/100094?locale=en-GB&debugTracking=1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Tracking debug' })).toHaveCount(0);

  expect((await page.request.post('/api/users/login', { data: ADMIN })).ok()).toBe(true);
  await page.goto('/p/pg/100094?locale=en-GB&debugTracking=1');
  const debug = page.getByRole('complementary', { name: 'Tracking debug' });
  await expect(debug.locator('li[data-debug-status="valid"][data-debug-event="view_item"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'About finding your size' }).click();
  await expect(debug.locator('li[data-debug-status="valid"][data-debug-event="tooltip_open"]')).toHaveCount(
    1,
  );
  // A push that does not fit its event is named with its problem.
  await page.evaluate(() => window.dataLayer!.push({ event: 'ga4_event', event_name: 'tooltip_open' }));
  const invalid = debug.locator('li[data-debug-status="invalid"][data-debug-event="tooltip_open"]');
  await expect(invalid).toContainText('category');
  await debug.getByRole('button', { name: 'Close' }).click();
  await expect(debug).toHaveCount(0);
});

test('the Monitoring dashboard shows a consented page view’s vitals against the good thresholds', async ({
  page,
  context,
  baseURL,
}) => {
  await giveConsent(context, baseURL!, { statistics: true, marketing: false });
  await context.addCookies([{ name: 'monitoring_consent', value: 'true', url: baseURL! }]);
  await page.goto('/p/pg/100600?locale=de-AT');
  await expect(page.locator('html')).toHaveAttribute('data-client-monitoring', 'own');
  const reported = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/data/monitoring');
  await hidePage(page);
  expect((await reported).status()).toBe(204);

  expect((await page.request.post('/api/users/login', { data: ADMIN })).ok()).toBe(true);
  await page.goto('/admin/collections/monitoring-vitals');
  const vitals = page.getByRole('region', { name: /Core Web Vitals/ });
  await expect(vitals.getByRole('columnheader', { name: 'LCP' })).toBeVisible();
  const line = vitals.locator('tr[data-storefront="at"][data-page-type="PRODUCT"]').first();
  await expect(line.locator('td[data-metric="TTFB"]')).toContainText(/\d s \((good|needs improvement)\)/);
  await expect(line.locator('td[data-metric="FCP"]')).toContainText(/reports/);
  await expect(vitals).toContainText('LCP 2.5 s');
});
