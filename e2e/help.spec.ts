import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SHOP_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { giveConsent } from './support/consent';
import { dataLayerEvents } from './support/data-layer';

test.beforeEach(({ context }) => giveConsent(context, SHOP_URL, { statistics: true, marketing: false }));

const events = dataLayerEvents;

/** Each storefront's hub address (spec §2: Norwegian, Finnish and Spanish have their own). */
const HUBS = {
  'de-DE': '/service',
  'de-AT': '/service',
  'de-CH': '/service',
  'nl-NL': '/service',
  'fr-FR': '/service',
  'es-ES': '/ayuda',
  'sv-SE': '/service',
  'no-NO': '/tjeneste',
  'fi-FI': '/palvelu',
  'en-GB': '/service',
} as const;

test('every help-hub card of every storefront leads to a service page in its language', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [locale, hub] of Object.entries(HUBS)) {
    await page.goto(`${hub}?locale=${locale}`);
    const sections = page.locator('main [data-component-category="teaser_grid"]');
    await expect(sections).toHaveCount(5);
    const cards = sections.locator('li a');
    await expect(cards).toHaveCount(20);
    const targets = await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(new Set(targets).size, `${locale}: 20 different pages`).toBe(20);
    if (locale !== 'sv-SE') for (const target of targets) expect(target.startsWith(`${hub}/`)).toBe(true);
    for (const target of targets) {
      const response = await page.request.get(`${target}?locale=${locale}`);
      expect(response.status(), `${locale} ${target}`).toBe(200);
      expect(await response.text()).toContain('<h1');
    }
  }
});

test('the spec’s localised service addresses exist', async ({ request }) => {
  const addresses = [
    ['en-GB', '/service/how-to'],
    ['en-GB', '/service/payment-with-paypal'],
    ['en-GB', '/service/refunds'],
    ['de-DE', '/service/so-gehts'],
    ['de-DE', '/service/ansichtsbestellung'],
    ['de-DE', '/service/zahlungsmoeglichkeiten'],
    ['de-DE', '/service/geschenkgutscheine'],
    ['de-DE', '/service/versandinformationen'],
    ['de-DE', '/service/lieferzeiten'],
    ['de-DE', '/service/sendungsverfolgung'],
    ['de-DE', '/service/rueckgabe-und-erstattung'],
    ['de-DE', '/service/rueckgaberecht'],
    ['de-DE', '/service/ruecksendung'],
    ['de-DE', '/service/rueckerstattung'],
    ['de-DE', '/service/fragen-kundenkonto'],
    ['de-DE', '/service/passwort-vergessen'],
    ['sv-SE', '/synundersokning'],
    ['sv-SE', '/service/leverans'],
    ['sv-SE', '/service/returer'],
    ['sv-SE', '/c/svc/804'],
    ['de-DE', '/brillen-ratgeber'],
    ['fi-FI', '/brillen-ratgeber/kurzsichtigkeit'],
  ];
  for (const [locale, address] of addresses)
    expect((await request.get(`${address}?locale=${locale}`)).status(), `${locale} ${address}`).toBe(200);
  // /service leads Norwegian, Finnish and Spanish visitors to their hub.
  const norwegian = await request.get('/service?locale=no-NO');
  expect(norwegian.url()).toContain('/tjeneste');
  expect(norwegian.status()).toBe(200);
});

test('the hub is linked in the header of every page', async ({ page }) => {
  await page.goto('/cart?locale=fi-FI');
  await page.getByRole('banner').getByRole('link', { name: 'Ohjeet' }).click();
  await expect(page).toHaveURL(/\/palvelu/);
  await page.goto('/p/pg/100094?locale=en-GB');
  await page.getByRole('banner').getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL(/\/service/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Help and service');
  await expectAccessible(page);
});

async function ask(page: Page, question: string) {
  const chat = page.locator('[data-support-chat]');
  const answers = chat.locator('[data-chat-entry="assistant"]');
  const before = await answers.count();
  await chat.getByRole('textbox', { name: /./ }).fill(question);
  await chat
    .getByRole('button', { name: /./ })
    .filter({ hasText: /^(Send|Senden)$/ })
    .click();
  await expect(answers).toHaveCount(before + 1);
  return answers.last();
}

test('the chat answers a delivery question in German and in English from the help pages, and restarts', async ({
  page,
}) => {
  await page.goto('/service?locale=de-DE');
  const german = await ask(page, 'Wie lange dauert die Lieferung?');
  await expect(german).toContainText('Werktage');
  await expect(german.getByRole('link').first()).toHaveAttribute('href', /^\/service\//);

  await page.goto('/service?locale=en-GB');
  await page.getByRole('button', { name: 'Restart chat' }).click();
  const english = await ask(page, 'How much does delivery cost?');
  await expect(english).toContainText('£');
  const source = english.getByRole('link').first();
  const href = await source.getAttribute('href');
  expect((await page.request.get(`${href}?locale=en-GB`)).status()).toBe(200);

  // The conversation stays while moving between pages, and restarting clears it.
  await page.reload();
  await expect(page.locator('[data-chat-entry]')).toHaveCount(2);
  await page.getByRole('button', { name: 'Restart chat' }).click();
  await expect(page.locator('[data-chat-entry]')).toHaveCount(0);
  expect((await events(page, 'button_click')).map((entry) => entry.element_text)).toContain('Restart chat');

  // A question the help pages cannot answer offers the team.
  const unknown = await ask(page, 'xylophone zebra quartz');
  await expect(unknown).toContainText('write to our service team');
  await expectAccessible(page);
});

test('an empty question gets a message, not an answer', async ({ page }) => {
  await page.goto('/service?locale=fr-FR');
  const chat = page.locator('[data-support-chat]');
  await chat.locator('form button[type="submit"]').click();
  await expect(chat.getByRole('alert')).not.toBeEmpty();
  await expect(chat.locator('[data-chat-entry]')).toHaveCount(0);
});

test('the chat hands over to the team: a contact form in a dialog, validated and sent', async ({ page }) => {
  await page.goto('/service?locale=en-GB');
  await ask(page, 'Can I change the delivery address of my order?');
  await page.getByRole('button', { name: 'Write to our service team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write to our service team' });
  await expect(dialog).toBeVisible();
  expect(await events(page, 'modal_open')).toContainEqual(
    expect.objectContaining({ modal_type: 'support_request' }),
  );
  await expect(dialog.getByLabel('Your message')).toHaveValue(
    'Can I change the delivery address of my order?',
  );

  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Please enter your name.')).toBeVisible();
  await expect(
    dialog.getByText('Please enter a valid e-mail address, such as name@example.com.'),
  ).toBeVisible();

  await dialog.getByLabel('Your name').fill('Alex Taylor');
  await dialog.getByLabel('E-mail address').fill(`alex.${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.locator('[data-support-request-sent]')).toContainText('reached our service team');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect
    .poll(() => events(page, 'modal_close'))
    .toContainEqual(expect.objectContaining({ modal_type: 'support_request' }));
});

test('FAQ items on service pages open and close by keyboard, each reported once per toggle', async ({
  page,
}) => {
  await page.goto('/service/shipping-information?locale=en-GB');
  const question = page.locator('[data-accordion-item] summary').first();
  const text = (await question.textContent())!.trim();
  await question.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-accordion-item]').first()).toHaveAttribute('open', '');
  // the browser merges a details element's toggle events that come faster than it dispatches them
  await expect
    .poll(() => events(page, 'accordion_open'))
    .toEqual([expect.objectContaining({ element_text: text })]);
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-accordion-item]').first()).not.toHaveAttribute('open', '');
  await expect
    .poll(() => events(page, 'accordion_close'))
    .toEqual([expect.objectContaining({ element_text: text })]);
  expect(await events(page, 'accordion_open')).toHaveLength(1);
  await expectAccessible(page);
});
