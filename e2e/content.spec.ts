import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';

test('the legal pages answer in each storefront’s language, linked from the footer', async ({ page }) => {
  await page.goto('/impressum?locale=de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
  await expect(page.getByRole('main')).toContainText('Eyewear Shop GmbH');
  await expectAccessible(page);

  await page.goto('/?locale=en-GB');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/datenschutz/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(page.getByRole('main')).toContainText('shop_visitor');

  await page.goto('/agb?locale=fr-FR');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Conditions générales de vente');
  await expectAccessible(page);
});

test('the newsletter’s terms link lands on the promotions section of the terms', async ({ page }) => {
  await page.goto('/agb?locale=en-GB#aktionen');
  const promotions = page.locator('#aktionen');
  await expect(promotions).toHaveText(/Vouchers and promotions/);
  await expect(promotions).toBeInViewport();
  await expect(page.getByRole('main')).toContainText('10%');
});

test('an address no page claims is the shop’s 404', async ({ page }) => {
  const response = await page.goto('/impressum-gibt-es-nicht?locale=de-DE');
  expect(response?.status()).toBe(404);
  expect((await page.goto('/Impressum?locale=de-DE'))?.status()).toBe(404);
});
