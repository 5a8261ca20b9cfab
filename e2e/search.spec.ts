import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SHOP_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { giveConsent } from './support/consent';

test.beforeEach(({ context }) => giveConsent(context, SHOP_URL, { statistics: true, marketing: false }));

type Entry = Record<string, unknown>;
const searchEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => entry.event_name === 'search').map((entry) => entry.ecommerce),
  ) as Promise<Entry[]>;

test('suggestions as you type, chosen by keyboard, in German', async ({ page }) => {
  await page.goto('/?locale=de-DE', { waitUntil: 'networkidle' });
  const box = page.getByRole('combobox', { name: 'Suche' });
  await box.fill('alpengl');
  const suggestions = page.getByRole('listbox', { name: 'Suchvorschläge' });
  await expect(suggestions).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(suggestions.getByRole('group', { name: 'Marken' }).getByRole('option')).toHaveText([
    'Alpenglanz',
  ]);
  const products = suggestions.getByRole('group', { name: 'Produkte' }).getByRole('option');
  await expect(products).toHaveCount(6);
  await expect(products.first()).toContainText(/^Alpenglanz .+\d,\d{2}\s€$/);

  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const chosen = products.first();
  await expect(chosen).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await chosen.getAttribute('id'))!);
  const target = (await chosen.getAttribute('data-href'))!;
  const name = (await chosen.locator('span').first().textContent())!;
  await expectAccessible(page);
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${target}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await searchEvents(page)).toEqual([{ search_term: 'alpengl', search_type: 'search_suggest' }]);
});

test('a brand suggestion opens the brand page; Escape closes, then clears', async ({ page }) => {
  await page.goto('/?locale=en-GB', { waitUntil: 'networkidle' });
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('helioform');
  const brand = page.getByRole('group', { name: 'Brands' }).getByRole('option', { name: 'Helioform' });
  await expect(brand).toBeVisible();
  await box.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(box).toHaveValue('helioform');
  await box.press('Escape');
  await expect(box).toHaveValue('');
  await box.fill('helioform');
  await brand.click();
  await expect(page).toHaveURL(/\/brillen\/helioform\.html$/);
  expect(await searchEvents(page)).toEqual([{ search_term: 'helioform', search_type: 'search_suggest' }]);
});

test('free-text search with a typo and without accents, in French', async ({ page }) => {
  await page.goto('/?locale=fr-FR', { waitUntil: 'networkidle' });
  const box = page.getByRole('combobox', { name: 'Recherche' });
  await box.fill('lunetes de soleil aviateur');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=lunetes\+de\+soleil\+aviateur$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Résultats de recherche pour « lunetes de soleil aviateur »',
  );
  await expect(page.getByText(/^\d+ produits$/)).toBeVisible();
  const links = await page
    .locator('main [data-list-item]')
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
  expect(links.length).toBeGreaterThan(0);
  expect(links.every((href) => href?.startsWith('/p/sg/'))).toBe(true);
  await expect
    .poll(() => searchEvents(page))
    .toEqual([{ search_term: 'lunetes de soleil aviateur', search_type: 'freetext_search' }]);
  await expectAccessible(page);

  await page.goto('/search?q=MISTRALE');
  await expect(page.getByRole('region', { name: 'Marques' }).getByRole('link')).toHaveText(['Mistralé']);
});

test('results page: umlauts either way, pages and no results, in German', async ({ page }) => {
  await page.goto('/search?q=Brille%20gr%C3%BCn&locale=de-DE');
  const count = await page.getByText(/^\d+ Produkte$/).textContent();
  await page.goto('/search?q=Brille%20gruen');
  await expect(page.getByText(/^\d+ Produkte$/)).toHaveText(count!);
  expect(Number.parseInt(count!, 10)).toBeGreaterThan(24);

  const pages = page.getByRole('navigation', { name: /Seiten/ });
  await pages.getByRole('link', { name: 'Seite 2' }).click();
  await expect(page).toHaveURL(/\/search\?q=Brille\+gruen&page=2$/);
  await expect(page.locator('main [data-list-item]').first()).toBeVisible();

  await page.goto('/search?q=Zebrastreifenmuster');
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Zu „Zebrastreifenmuster“ haben wir nichts gefunden.',
  );
  await expectAccessible(page);
});
