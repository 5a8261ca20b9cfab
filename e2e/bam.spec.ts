import { expect, test } from './support/test';
import { SHOP_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { giveConsent } from './support/consent';

test.beforeEach(async ({ context }) => giveConsent(context, SHOP_URL));

test('the web shop has no store choice', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('store-choice')).toHaveCount(0);
});

test('the bam application chooses its own store, and the choice persists', async ({ page }) => {
  await page.goto('/?application=bam&locale=de-DE');
  const choice = page.getByTestId('store-choice');
  await expect(choice).toBeVisible();
  await expectAccessible(page);
  const select = choice.getByLabel('Ihre Filiale');
  await expect(select.locator('option')).toHaveCount(7);
  await select.selectOption({ label: 'München – Eyewear Shop München' });
  await choice.getByRole('button', { name: 'Übernehmen' }).click();
  await expect(choice.getByRole('status')).toHaveText('Gewählte Filiale: Eyewear Shop München, München');

  await page.goto('/');
  await expect(page.getByTestId('store-choice').getByLabel('Ihre Filiale')).toHaveValue('msx-de-munchen');
  await expect(page.getByTestId('store-choice').getByRole('status')).toHaveText(
    'Gewählte Filiale: Eyewear Shop München, München',
  );
});

test('the bam store choice lists the stores of the storefront', async ({ page }) => {
  await page.goto('/?application=bam&locale=sv-SE');
  const options = page.getByTestId('store-choice').getByLabel('Din butik').locator('option');
  await expect(options).toHaveText([
    'Välj butik',
    'Göteborg – Eyewear Shop Göteborg',
    'Stockholm – Eyewear Shop Stockholm',
  ]);
});
