import { expect, hydrated, test } from './support/test';
import { SHOP_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { giveConsent } from './support/consent';
import { fillGermanAddress } from './support/checkout';
import { awaitMail } from './support/mail';
import { uniqueEmail } from './support/shop-data';

test.beforeEach(({ context }) => giveConsent(context, SHOP_URL, { statistics: true, marketing: false }));

test('buy the contact-lens eye test in German: no delivery charge, the voucher code on the confirmation and by mail', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('eyetest');
  await page.goto('/kontaktlinsen-test?locale=de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kontaktlinsen-Sehtest');
  await expect(page.locator('[data-eye-test-price]')).toHaveText('19,90 €');
  await expect(page.getByText('Wir empfehlen alle zwei Jahre einen Sehtest')).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Probelinsen');
  await expectAccessible(page);
  await hydrated(page);
  await page.getByRole('button', { name: 'In den Warenkorb: Kontaktlinsen-Sehtest' }).click();
  await expect(page.getByText('Kontaktlinsen-Sehtest liegt in Ihrem Warenkorb.')).toBeVisible();
  const added = await page.evaluate(
    () => (window.dataLayer ?? []).filter((entry) => entry.event_name === 'add_to_cart').length,
  );
  expect(added).toBe(1);

  await page.goto('/checkout?locale=de-DE');
  await hydrated(page);
  const summary = page.getByRole('region', { name: 'Ihre Bestellung' });
  await expect(summary).toContainText('Kontaktlinsen-Sehtest');
  await expect(page.getByText('Ihre Bestellung enthält nur Gutscheine')).toBeVisible();
  await fillGermanAddress(page, email);
  await page.getByText('Rechnung (zahlbar innerhalb von 14 Tagen)').click();
  await page.getByLabel(/Ich akzeptiere die AGB/).check();
  await expect(page.locator('[data-checkout-total]')).toHaveText('19,90 €');
  await page.getByRole('button', { name: /^Zahlungspflichtig bestellen/ }).click();

  await expect(page.getByText('Vielen Dank für Ihre Bestellung!')).toBeVisible();
  const vouchers = page.getByRole('region', { name: 'Ihre Sehtest-Gutscheine' });
  const code = await vouchers.locator('[data-eye-test-voucher]').getAttribute('data-eye-test-voucher');
  expect(code).toMatch(/^KL-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(vouchers).toContainText('gültig bis');
  await expectAccessible(page);

  const mail = await awaitMail(email, /^Ihr Gutschein für den Kontaktlinsen-Sehtest$/);
  expect(mail.text).toContain(code!);
  expect(mail.text).toContain('Hallo Erika,');
  expect(mail.text).toContain('/partneroptiker');
});
