import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, test } from './support/test';
import { SHOP_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { giveConsent } from './support/consent';
import { awaitMail, mailTo } from './support/mail';
import { sunglassesSkus, uniqueEmail } from './support/shop-data';

test.beforeEach(({ context }) => giveConsent(context, SHOP_URL, { statistics: true, marketing: false }));

const PASSWORD = 'glasses-for-everyone';
const linkIn = (text: string, path: string) =>
  new RegExp(`https?://\\S+${path}\\?token=[\\w-]+\\S*`).exec(text)![0];
const loginEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => /^(login|registration)/.test(String(entry.event_name)))
      .map((entry) => `${entry.event_name}:${entry.page_classification}`),
  );

/** Registers through the endpoint and confirms the address by the mailed link. */
async function registeredCustomer(request: APIRequestContext, email: string) {
  const registration = await request.post('/data/account/register?locale=en-GB', {
    data: { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD },
  });
  expect(registration.status()).toBe(202);
  const mail = await awaitMail(email, /^Please confirm your e-mail address$/);
  const token = new URL(linkIn(mail.text, '/account/verify')).searchParams.get('token');
  const verified = await request.post('/data/account/verify?locale=en-GB', { data: { token } });
  expect(verified.status()).toBe(200);
}

test('register, confirm the address by mail, log in: the basket and wishlist collected before join the account', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('register');
  const [frame] = sunglassesSkus(1, { skip: 40, minStock: 2 });

  // As a visitor: one pair of sunglasses in the basket, another colour on the wishlist.
  await page.goto(`/p/sg/${frame!.productId}?locale=en-GB&variant=${frame!.sku}`);
  await page.getByRole('main').getByRole('button', { name: 'Add to basket', exact: true }).click();
  await expect(page.getByRole('main').getByText(/is in your basket\./)).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(page.getByRole('banner').locator('[data-wishlist-count]')).toHaveAttribute(
    'data-wishlist-count',
    '1',
  );

  await page.goto('/register?locale=en-GB');
  await expectAccessible(page);
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('E-mail address').fill(email);
  await form.getByLabel('Password').fill('short');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByLabel('Password')).toHaveAccessibleDescription(
    'At least 10 characters. Please choose a password of at least 10 characters.',
  );
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`we have sent a link to ${email}`);
  expect(await loginEvents(page)).toEqual(['registration:OTHER']);

  // Not confirmed yet: the right password is answered with the request to confirm.
  const early = await page.request.post('/data/account/login?locale=en-GB', {
    data: { email, password: PASSWORD },
  });
  expect(early.status()).toBe(403);

  const mail = await awaitMail(email, /^Please confirm your e-mail address$/);
  expect(mail.text).toContain('Hello Ada,');
  await page.goto(linkIn(mail.text, '/account/verify'));
  await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await expect(page.getByText('your e-mail address is confirmed')).toBeVisible();
  await page.getByRole('link', { name: 'Go to login' }).click();

  await expect(page.getByRole('heading', { name: 'Log in to your account' })).toBeVisible();
  await expectAccessible(page);
  const login = page.getByRole('form', { name: 'Log in to your account' });
  await login.getByLabel('E-mail address').fill(email);
  await login.getByLabel('Password').fill('wrong password');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('alert')).toHaveText('The e-mail address or the password is not correct.');
  await expect(login.getByRole('alert')).toBeFocused();
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();

  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').locator('[data-cart-count]')).toHaveAttribute('data-cart-count', '1');
  await expect(page.getByRole('banner').locator('[data-wishlist-count]')).toHaveAttribute(
    'data-wishlist-count',
    '1',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: 'My account' })).toBeVisible();
  await expectAccessible(page);

  // The account keeps its items in another browser too.
  const elsewhere = await page.context().browser()!.newContext({ baseURL: SHOP_URL });
  const other = elsewhere.request;
  expect((await other.post('/data/account/login', { data: { email, password: PASSWORD } })).status()).toBe(
    200,
  );
  expect((await (await other.get('/data/wishlist')).json()).wishlist).toEqual([{ sku: frame!.sku }]);
  expect((await (await other.get('/data/cart')).json()).lines).toHaveLength(1);
  await elsewhere.close();
});

test('values the browser fills in report load values; leaving the started form reports abort', async ({
  page,
}) => {
  await page.goto('/login?locale=en-GB');
  await hydrated(page);
  const login = page.getByRole('form', { name: 'Log in to your account' });
  // A password manager sets the value and sends a plain input event, not a typed one.
  await login.getByLabel('E-mail address').evaluate((input: HTMLInputElement) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(
      input,
      'saved@example.org',
    );
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await login.getByLabel('Password').pressSequentially('typed');
  await expect.poll(() => loginEvents(page)).toEqual(['login_shown:OTHER', 'login_load_values:OTHER']);

  // What the data layer held when the page was left, kept across the navigation.
  await page.evaluate(() =>
    window.addEventListener('pagehide', () =>
      sessionStorage.setItem(
        'login-events',
        JSON.stringify((window.dataLayer ?? []).map((entry) => String(entry.event_name))),
      ),
    ),
  );
  await page.goto('/cart?locale=en-GB');
  const left = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('login-events') ?? '[]') as string[],
  );
  expect(left.filter((name) => name.startsWith('login'))).toEqual([
    'login_shown',
    'login_load_values',
    'login_abort',
  ]);
});

test('the login form reports shown, click and login to the data layer', async ({ page, request }) => {
  const email = uniqueEmail('events');
  await registeredCustomer(request, email);
  await page.goto('/login?locale=en-GB&next=/wishlist');
  // The login page stays (the way on to the wishlist is held back) so its data layer can be read.
  await page.route(/\/wishlist/, (route) =>
    route.request().isNavigationRequest() ? route.fulfill({ status: 204 }) : route.continue(),
  );
  const login = page.getByRole('form', { name: 'Log in to your account' });
  await login.getByLabel('E-mail address').fill(email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect
    .poll(() => loginEvents(page))
    .toEqual(['login_shown:OTHER', 'login_click:OTHER', 'login:OTHER']);

  // Once logged in, the login page sends the customer on.
  await page.unroute(/\/wishlist/);
  await page.goto('/login?locale=en-GB&next=/wishlist');
  await expect(page).toHaveURL(/\/wishlist/);
});

test('five failed logins lock an account, and an unknown address is answered the same way', async ({
  request,
}) => {
  const known = uniqueEmail('lock');
  await registeredCustomer(request, known);
  const unknown = uniqueEmail('nobody');
  for (const email of [known, unknown]) {
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await request.post('/data/account/login?locale=en-GB', {
        data: { email, password: 'not the password' },
      });
      answers.push(`${response.status()} ${(await response.json()).message}`);
    }
    // the fifth failure locks, as Payload locks the account at its fifth
    expect(answers.slice(0, 4)).toEqual(
      Array(4).fill('401 The e-mail address or the password is not correct.'),
    );
    expect(answers[4]).toMatch(/^429 Too many failed attempts\./);
    expect(answers[5]).toBe(answers[4]);
  }
  // Locked, even the right password does not get in.
  const locked = await request.post('/data/account/login?locale=en-GB', {
    data: { email: known, password: PASSWORD },
  });
  expect(locked.status()).toBe(429);
});

test('registering an address that has an account answers the same and mails its owner', async ({
  request,
}) => {
  const email = uniqueEmail('twice');
  await registeredCustomer(request, email);
  const again = await request.post('/data/account/register?locale=en-GB', {
    data: { firstName: 'Someone', lastName: 'Else', email, password: 'another-password' },
  });
  expect(again.status()).toBe(202);
  expect((await again.json()).message).toContain(`we have sent a link to ${email}`);
  const notice = await awaitMail(email, /^You already have an account with us$/);
  expect(notice.text).toMatch(/\/account\/forgot-password/);
});

test('forgotten password: the reset mail arrives over SMTP, its link sets a new password and logs in', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('forgot');
  await registeredCustomer(request, email);
  await page.goto('/login?locale=en-GB');
  await page.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expectAccessible(page);
  const form = page.getByRole('form', { name: 'Reset your password' });
  await form.getByLabel('E-mail address').fill(email);
  await form.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    `If there is an account for ${email}`,
  );

  // An unknown address gets the same answer and no mail.
  const stranger = uniqueEmail('stranger');
  const unknown = await request.post('/data/account/forgot-password?locale=en-GB', {
    data: { email: stranger },
  });
  expect((await unknown.json()).message).toContain(`If there is an account for ${stranger}`);

  const mail = await awaitMail(email, /^Reset your password$/);
  await page.goto(linkIn(mail.text, '/account/reset-password'));
  const reset = page.getByRole('form', { name: 'Choose a new password' });
  await reset.getByLabel('New password').fill('a-brand-new-password');
  await reset.getByRole('button', { name: 'Save password and log in' }).click();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();

  const oldPassword = await request.post('/data/account/login?locale=en-GB', {
    data: { email, password: PASSWORD },
  });
  expect(oldPassword.status()).toBe(401);
  // The link works once.
  const reused = await request.post('/data/account/reset-password?locale=en-GB', {
    data: {
      token: new URL(linkIn(mail.text, '/account/reset-password')).searchParams.get('token'),
      password: 'yet-another-one',
    },
  });
  expect(reused.status()).toBe(400);
  expect(await mailTo(stranger)).toHaveLength(0);
});

test('the reset link goes to the configured shop address whatever Host is named; asking again keeps it valid', async ({
  request,
}) => {
  const email = uniqueEmail('host');
  await registeredCustomer(request, email);
  const asked = await request.post('/data/account/forgot-password?locale=en-GB', {
    headers: { host: 'evil.test' },
    data: { email },
  });
  expect(asked.status()).toBe(202);
  const mail = await awaitMail(email, /^Reset your password$/);
  const link = linkIn(mail.text, '/account/reset-password');
  expect(link.startsWith(`${SHOP_URL}/account/reset-password?token=`)).toBe(true);
  expect(mail.text).not.toContain('evil.test');

  // Anyone may ask for the address again: that must not void the link in the customer's mailbox.
  const again = await request.post('/data/account/forgot-password?locale=en-GB', { data: { email } });
  expect(again.status()).toBe(202);
  const reset = await request.post('/data/account/reset-password?locale=en-GB', {
    data: { token: new URL(link).searchParams.get('token'), password: 'a-brand-new-password' },
  });
  expect(reset.status()).toBe(200);
  const resetMails = (await mailTo(email)).filter((received) => received.subject === 'Reset your password');
  expect(resetMails).toHaveLength(1);
});

/** Five addresses, five prescriptions and a change of name sent at once all stay; three removals at once go. */
async function expectParallelChangesKept(request: APIRequestContext) {
  const streets = ['1 Parallel Row', '2 Parallel Row', '3 Parallel Row', '4 Parallel Row', '5 Parallel Row'];
  const names = ['Distance', 'Reading', 'Office', 'Spare', 'Sports'];
  const prescription = {
    lensType: 'single_vision',
    form: { sphere_right: '-2', sphere_left: '-1.75', pdMode: 'single', pupillarydistance: '63' },
  };
  const saved = await Promise.all([
    ...streets.map((street) =>
      request.post('/data/account/addresses?locale=en-GB', {
        data: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          street,
          postalCode: 'SW1A 1AA',
          city: 'London',
          country: 'gb',
        },
      }),
    ),
    ...names.map((name) =>
      request.post('/data/account/prescriptions?locale=en-GB', { data: { name, prescription } }),
    ),
    request.post('/data/account/details?locale=en-GB', { data: { firstName: 'Augusta', lastName: 'King' } }),
  ]);
  expect(saved.map((answer) => answer.status())).toEqual([...Array(10).fill(201), 200]);
  const customerNow = async () =>
    (
      await (
        await request.post('/data/account/details?locale=en-GB', {
          data: { firstName: 'Augusta', lastName: 'King' },
        })
      ).json()
    ).customer as {
      addresses: { id: string; street: string }[];
      prescriptions: { id: string; name: string }[];
    };
  const customer = await customerNow();
  expect(customer.addresses.map((address) => address.street).sort()).toEqual(streets);
  expect(customer.prescriptions.map((entry) => entry.name).sort()).toEqual([...names].sort());

  await Promise.all([
    ...customer.addresses.slice(0, 3).map(({ id }) => request.delete(`/data/account/addresses/${id}`)),
    ...customer.prescriptions
      .slice(0, 3)
      .map(({ id }) => request.delete(`/data/account/prescriptions/${id}`)),
  ]);
  const after = await customerNow();
  expect(after.addresses.map((address) => address.street)).toEqual(
    customer.addresses.slice(3).map((address) => address.street),
  );
  expect(after.prescriptions.map((entry) => entry.name)).toEqual(
    customer.prescriptions.slice(3).map((entry) => entry.name),
  );
}

test('account details and addresses are kept; logging out ends the session', async ({ page, request }) => {
  const email = uniqueEmail('details');
  await registeredCustomer(request, email);
  await page.goto('/login?locale=en-GB');
  const login = page.getByRole('form', { name: 'Log in to your account' });
  await login.getByLabel('E-mail address').fill(email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  // the login sent the browser on by a page load: its buttons work once React has taken over
  await hydrated(page);
  await expectParallelChangesKept(page.request);

  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: 'Add an address' }).click();
  const address = page.getByRole('form', { name: 'Add an address' });
  await address.getByLabel('First name').fill('Ada');
  await address.getByLabel('Last name').fill('Lovelace');
  await address.getByLabel('Street and house number').fill('12 Analytical Row');
  await address.getByLabel('Postcode').fill('!');
  await address.getByLabel('Town or city').fill('London');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(address.getByLabel('Postcode')).toHaveAccessibleDescription('Please enter a valid postcode.');
  await address.getByLabel('Postcode').fill('SW1A 1AA');
  await address.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('12 Analytical Row')).toBeVisible();

  await page.reload();
  await expect(page.getByText('12 Analytical Row')).toBeVisible();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await (await page.request.get('/api/session')).json()).toEqual({ authenticated: false });
  await page.goto('/account?locale=en-GB');
  await expect(page).toHaveURL(/\/login\?next=%2Faccount|\/login\?next=\/account/);
});

test('a prescription saved from the lens configurator fills it in again', async ({ page, request }) => {
  const email = uniqueEmail('prescription');
  await registeredCustomer(request, email);
  expect(
    (await page.request.post('/data/account/login', { data: { email, password: PASSWORD } })).status(),
  ).toBe(200);

  await page.goto('/p/pg/100094?locale=en-GB');
  await page.getByRole('button', { name: 'Choose lenses' }).click();
  const form = page.getByRole('form', { name: 'Choose your lenses' });
  await form.getByText('Single vision', { exact: true }).click();
  await expect(form.getByRole('button', { name: 'Save prescription' })).toBeDisabled();
  await form.getByLabel('Sphere (SPH)').first().selectOption('-2');
  await form.getByLabel('Sphere (SPH)').last().selectOption('-1.75');
  await form.getByLabel('Pupillary distance (PD)').selectOption('63');
  await form.getByLabel(/Save this prescription in your account/).fill('Distance 2026');
  await form.getByRole('button', { name: 'Save prescription' }).click();
  await expect(form.getByText('The prescription is saved in your account.')).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Choose lenses' }).click();
  await form.getByLabel('Use a prescription saved in your account').selectOption({ label: 'Distance 2026' });
  await expect(form.getByLabel('Sphere (SPH)').first()).toHaveValue('-2');
  await expect(form.getByLabel('Sphere (SPH)').last()).toHaveValue('-1.75');
  await expect(form.getByLabel('Pupillary distance (PD)')).toHaveValue('63');

  await page.goto('/account?locale=en-GB');
  await expect(page.getByRole('region', { name: 'Saved prescriptions' })).toContainText('Distance 2026');
});

test('registering one address again and again is refused for an hour, in the shop’s language', async ({
  page,
}) => {
  const email = uniqueEmail('flood');
  const details = { firstName: 'Ada', lastName: 'Lovelace', email, password: PASSWORD };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const accepted = await page.request.post('/data/account/register?locale=de-DE', { data: details });
    expect(accepted.status()).toBe(202);
  }

  await page.goto('/register?locale=de-DE');
  const form = page.getByRole('form', { name: 'Kundenkonto anlegen' });
  await form.getByLabel('Vorname').fill('Ada');
  await form.getByLabel('Nachname').fill('Lovelace');
  await form.getByLabel('E-Mail-Adresse').fill(email);
  await form.getByLabel('Passwort').fill(PASSWORD);
  const answer = page.waitForResponse('**/data/account/register');
  await form.getByRole('button', { name: 'Konto anlegen' }).click();
  const refused = await answer;
  expect(refused.status()).toBe(429);
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(3500);
  await expect(form.getByRole('alert')).toHaveText(
    /^Zu viele Versuche\. Bitte versuchen Sie es in (59|60) Minuten erneut\.$/,
  );
});
