import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SHOP_URL, STUB_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { giveConsent } from './support/consent';
import { awaitMail, mailTo } from './support/mail';

test.beforeEach(({ context }) => giveConsent(context, SHOP_URL, { statistics: true, marketing: false }));

const address = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
const signUps = (page: Page) =>
  page.evaluate(
    () => (window.dataLayer ?? []).filter((entry) => entry.event_name === 'newsletter_sign_up').length,
  );
const linkIn = (text: string, query: string) =>
  new RegExp(`https?://\\S+/newsletter\\?${query}=[\\w.-]+\\S*`).exec(text)![0];

test('double opt-in in Germany: the empty field, check your mail, the confirmation link, the voucher, unsubscribe', async ({
  page,
}) => {
  const email = address('doi');
  await page.goto('/newsletter?locale=de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Newsletter: 10 % auf Ihre erste Bestellung',
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'Rabatt-Gutscheine per E-Mail' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Newsletter: 10 % auf Ihre erste Bestellung' })).toHaveCount(
    0,
  );

  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Bitte füllen Sie dieses Feld aus.')).toBeVisible();
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('E-Mail-Adresse')).toBeFocused();

  await page.getByRole('radio', { name: 'Frau' }).check();
  await page.getByLabel('Vorname (optional)').fill('Erika');
  await page.getByLabel('Postleitzahl (optional)').fill('10115');
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Mich interessiert').selectOption('female');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' })).toBeFocused();
  await expect(page.getByText(`Wir haben eine E-Mail an ${email} gesendet.`, { exact: false })).toBeVisible();
  await expect(
    page.getByText('Bitte sehen Sie auch in Ihrem Spam-Ordner nach', { exact: false }),
  ).toBeVisible();
  expect(await signUps(page)).toBe(1);
  await expectAccessible(page);

  const confirmation = await awaitMail(email, /^Bitte bestätigen Sie Ihre Newsletter-Anmeldung$/);
  expect(confirmation.text).toContain('Hallo Erika,');
  expect(confirmation.html).toContain('<html lang="de-DE">');
  expect(confirmation.html).toMatch(/<a href="https?:\/\/[^"]+\/newsletter\?confirm=/);
  expect(await mailTo(email)).toHaveLength(1);
  // Opening the link (as a mail scanner does) confirms nothing: the page's button does.
  await page.goto(linkIn(confirmation.text, 'confirm'));
  await expect(page.getByRole('heading', { name: 'Anmeldung bestätigen' })).toBeVisible();
  await expectAccessible(page);
  await page.waitForTimeout(3000);
  expect(await mailTo(email)).toHaveLength(1);
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anmeldung!' })).toBeFocused();

  const voucher = await awaitMail(email, /Gutschein für Ihre erste Bestellung$/);
  expect(voucher.text).toMatch(/Gutscheincode: NL10-[A-Z2-9]{8} \(10 % Rabatt\)/);
  expect(voucher.text).toMatch(/Gültig bis: \d{1,2}\. \S+ \d{4}/);

  // Confirming again changes nothing and sends no second voucher.
  await page.goto(linkIn(confirmation.text, 'confirm'));
  await page.getByRole('button', { name: 'Anmeldung bestätigen' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Anmeldung!' })).toBeVisible();
  await page.waitForTimeout(3000);
  expect((await mailTo(email)).filter((mail) => /Gutschein/.test(mail.subject))).toHaveLength(1);

  await page.goto(linkIn(voucher.text, 'unsubscribe'));
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Sie wurden abgemeldet. Sie erhalten keine Newsletter mehr von uns.',
  );
});

test('a tampered confirmation link is refused and the form is offered again', async ({ page }) => {
  await page.goto('/newsletter?locale=de-DE&confirm=1.confirm.9999999999999.forged');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Dieser Link ist ungültig. Bitte melden Sie sich erneut an.',
  );
  await expect(page.getByRole('button', { name: 'Anmelden' })).toBeVisible();
});

test('without double opt-in (Great Britain) the sign-up succeeds at once; signing up again sends nothing new', async ({
  page,
  request,
}) => {
  const email = address('direct');
  await page.goto('/newsletter?locale=en-GB');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for signing up!' })).toBeFocused();
  await expect(page.getByText('You can close this window now.')).toHaveCount(0);
  const voucher = await awaitMail(email, /^Your 10% voucher for your first order$/);
  expect(voucher.text).toMatch(/Voucher code: NL10-[A-Z2-9]{8}/);

  const again = await request.post('/data/newsletter?locale=en-GB', { data: { email } });
  expect(await again.json()).toEqual({ next: 'success' });
  await page.waitForTimeout(3000);
  expect(await mailTo(email)).toHaveLength(1);
});

test('an address that unsubscribed is subscribed again only by a new confirmation, also without double opt-in', async ({
  page,
  request,
}) => {
  const email = address('comeback');
  expect(await (await request.post('/data/newsletter?locale=en-GB', { data: { email } })).json()).toEqual({
    next: 'success',
  });
  const voucher = await awaitMail(email, /^Your 10% voucher for your first order$/);
  await page.goto(linkIn(voucher.text, 'unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/You have been unsubscribed/);

  const again = await request.post('/data/newsletter?locale=en-GB', { data: { email } });
  expect(await again.json()).toEqual({ next: 'success' });
  const confirmation = await awaitMail(email, /confirm/i);
  expect((await mailTo(email)).filter((mail) => /voucher/.test(mail.subject))).toHaveLength(1);
  await page.goto(linkIn(confirmation.text, 'confirm'));
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for signing up!' })).toBeFocused();
});

test('the floating 10% button opens the sign-up in a modal that says it can be closed', async ({ page }) => {
  const email = address('modal');
  await page.goto('/l/pg/100?locale=en-GB');
  await page.getByRole('button', { name: 'Newsletter: 10% off your first order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Newsletter: 10% off your first order' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
  await expect(dialog.getByText('You can close this window now.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const modalEvents = await page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => String(entry.event_name).startsWith('modal_'))
      .map((entry) => entry.event_name),
  );
  expect(modalEvents).toEqual(['modal_open', 'modal_close']);
  await awaitMail(email, /voucher/);
});

test('the sign-up answers a missing address with the field message, in the shopper’s language', async ({
  request,
}) => {
  const empty = await request.post('/data/newsletter?locale=fr-FR', { data: { email: '' } });
  expect(empty.status()).toBe(400);
  expect(await empty.json()).toMatchObject({ message: 'Veuillez renseigner ce champ.' });
  const notJson = await request.post('/data/newsletter?locale=sv-SE', {
    data: 'email=x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(await notJson.json()).toMatchObject({ message: 'Fyll i det här fältet.' });
});

test('with the mail server refusing, the sign-up still succeeds and the mail arrives once it accepts again', async ({
  request,
}) => {
  test.setTimeout(90_000);
  const email = address('outage');
  await fetch(`${STUB_URL}/control`, { method: 'POST', body: JSON.stringify({ smtpRefuse: email }) });
  const signUp = await request.post('/data/newsletter?locale=en-GB', { data: { email } });
  expect(await signUp.json()).toEqual({ next: 'success' });
  await new Promise((resolve) => setTimeout(resolve, 5000));
  expect(await mailTo(email)).toHaveLength(0);
  await fetch(`${STUB_URL}/control`, { method: 'POST', body: JSON.stringify({ smtpAccept: email }) });
  await expect.poll(async () => (await mailTo(email)).length, { timeout: 60_000, intervals: [2000] }).toBe(1);
});
