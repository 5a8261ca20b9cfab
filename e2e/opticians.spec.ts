import { expect, test } from './support/test';
import { SHOP_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { giveConsent } from './support/consent';

/** A search per storefront: postcodes, outward codes and local spellings the embedded geocoder must know. */
const SEARCHES = [
  { locale: 'de-DE', query: '10115', label: 'Adresse, Postleitzahl oder Ort', near: /in der Nähe von/ },
  { locale: 'de-AT', query: 'Wien', label: 'Adresse, Postleitzahl oder Ort', near: /in der Nähe von/ },
  { locale: 'de-CH', query: '8001', label: 'Adresse, Postleitzahl oder Ort', near: /in der Nähe von/ },
  { locale: 'nl-NL', query: 'Rotterdam', label: 'Adres, postcode of plaats', near: /in de buurt van/ },
  { locale: 'fr-FR', query: 'Marseille', label: 'Adresse, code postal ou ville', near: /près de/ },
  { locale: 'es-ES', query: 'Murcia', label: 'Dirección, código postal o ciudad', near: /cerca de/ },
  { locale: 'sv-SE', query: 'Goteborg', label: 'Adress, postnummer eller ort', near: /nära/ },
  { locale: 'no-NO', query: 'Oslo', label: 'Adresse, postnummer eller sted', near: /nær/ },
  { locale: 'fi-FI', query: 'Espoo', label: 'Osoite, postinumero tai paikkakunta', near: /lähellä/ },
  { locale: 'en-GB', query: 'SW1A', label: 'Address, postcode or town', near: /near/ },
];

const DETAILS_LABEL: Record<string, string> = {
  de: 'Optiker-Details',
  nl: 'Opticiengegevens',
  fr: "Détails de l'opticien",
  es: 'Detalles de la óptica',
  sv: 'Optikerdetaljer',
  no: 'Optikerdetaljer',
  fi: 'Optikon tiedot',
  en: 'Optician Details',
};

test.beforeEach(({ context }) => giveConsent(context, SHOP_URL, { statistics: true, marketing: false }));

for (const { locale, query, label, near } of SEARCHES) {
  test(`partner opticians near "${query}" in ${locale}, nearest first`, async ({ page }) => {
    await page.goto(`/partneroptiker?locale=${locale}`);
    const finder = page.getByRole('search', { name: label });
    await finder.getByRole('searchbox', { name: label }).fill(query);
    await finder.getByRole('button').click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(query)}`));
    await expect(page.getByRole('status').filter({ hasText: near })).toBeVisible();
    const results = page.locator('[data-optician]');
    expect(await results.count()).toBeGreaterThan(0);
    const distances = await page.locator('[data-optician] [data-distance]').allTextContents();
    const kilometres = distances.map((text) => Number(text.replace(/[^\d,.]/g, '').replace(',', '.')));
    expect(kilometres).toEqual([...kilometres].sort((a, b) => a - b));
    const name = await results.first().getByRole('heading').textContent();
    await results.first().locator('[data-optician-details]').click();
    await expect(page).toHaveURL(/\/partneroptiker\/partner-/);
    const detail = page.getByRole('region', { name: DETAILS_LABEL[locale.slice(0, 2)] });
    await expect(detail.getByRole('heading', { level: 1 })).toContainText(name!);
    await expect(
      detail.getByRole('link', { name: /^(Jetzt anrufen|Nu bellen|Appeler|Llamar|Ring|Soita|Call now)/ }),
    ).toHaveAttribute('href', /^tel:\+/);
  });
}

test('a search without a result shows the map message and reports it', async ({ page }) => {
  await page.goto('/partneroptiker?locale=en-GB&q=Qwxzvbn');
  await expect(page.locator('[data-finder-empty]')).toHaveText(
    'We could not find any results in this area. Please zoom out of the map to locate opticians.',
  );
  // The event is sent once the page is interactive.
  await expect
    .poll(() =>
      page.evaluate(() =>
        window.dataLayer?.filter((entry) => entry.event_name === 'optician_map_search_submit'),
      ),
    )
    .toEqual([expect.objectContaining({ search_term: 'Qwxzvbn', result_value: 'no_address_found' })]);
  // Rostock is a real place, but no own store is within reach of it.
  await page.goto('/stores?locale=de-DE&q=Rostock');
  await expect(page.locator('[data-finder-empty]')).toHaveText(
    'Wir konnten in dieser Gegend keine Ergebnisse finden. Bitte zoomen Sie aus der Karte heraus, um Optiker zu finden.',
  );
  await expect
    .poll(() =>
      page.evaluate(() =>
        window.dataLayer?.find((entry) => entry.event_name === 'optician_map_search_submit'),
      ),
    )
    .toMatchObject({ search_term: 'Rostock', result_value: 'no_store_found' });
});

test('filters narrow the result and stay in the address; the details click is tracked', async ({ page }) => {
  await page.goto('/partneroptiker?locale=de-DE&q=Hamburg');
  const all = await page.locator('[data-optician]').count();
  await page.getByRole('checkbox', { name: 'Online-Terminbuchung' }).check();
  await page.getByRole('button', { name: 'Filter anwenden' }).click();
  await expect(page).toHaveURL(/tag=onlineBooking/);
  await expect(page).toHaveURL(/q=Hamburg/);
  const filtered = page.locator('[data-optician]');
  expect(await filtered.count()).toBeLessThanOrEqual(all);
  for (const tags of await filtered.locator('ul').allTextContents())
    expect(tags).toContain('Online-Terminbuchung');
  await expectAccessible(page);

  await page.evaluate(() =>
    document.addEventListener('click', (event) => event.preventDefault(), { capture: true }),
  );
  const first = filtered.first().locator('[data-optician-details]');
  await first.click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        window.dataLayer?.find((entry) => entry.event_name === 'optician_map_store_details_click'),
      ),
    )
    .toMatchObject({
      optician_id: await first.getAttribute('data-optician-id'),
      optician_type: 'Partner',
      category: 'optician_list',
      element_text: 'Details',
    });
});

test('the German-only eye health check is not offered on the Austrian storefront', async ({ page }) => {
  await page.goto('/partneroptiker?locale=de-AT');
  await expect(page.getByRole('checkbox', { name: 'Sehtest für Brillen' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Augengesundheits-Check' })).toHaveCount(0);
});

test('the store finder lists the own stores and finds them from the visitor’s position', async ({
  page,
  context,
}) => {
  await page.goto('/stores?locale=de-AT');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsere Filialen');
  await expect(page.locator('[data-optician]')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Eyewear Shop Wien' })).toBeVisible();

  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 47.07, longitude: 15.44 });
  await page.getByRole('button', { name: 'Meinen Standort verwenden' }).click();
  await expect(page).toHaveURL(/lat=47\.07/);
  await expect(page.getByRole('status').filter({ hasText: 'in Ihrer Nähe' })).toBeVisible();
  await expect(page.locator('[data-optician]').first().getByRole('heading')).toHaveText('Eyewear Shop Graz');
  await expectAccessible(page);
});

test('a store’s page: hours with closed days and the eye-test hint; another storefront’s optician is not found', async ({
  page,
}) => {
  await page.goto('/stores?locale=en-GB');
  const first = page.locator('[data-optician]').first();
  const name = (await first.getByRole('heading').textContent())!;
  await first.locator('[data-optician-details]').click();
  const detail = page.getByRole('region', { name: 'Optician Details' });
  await expect(detail.getByRole('heading', { level: 1 })).toHaveText(`Book an appointment in ${name} now`);
  await expect(detail.locator('dd').last()).toHaveText('closed');
  await expect(detail.getByText('We recommend an eye test every two years.')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Back to the search' })).toHaveAttribute('href', '/stores');
  await expectAccessible(page);

  const response = await page.goto(`${new URL(page.url()).pathname}?locale=de-DE`);
  expect(response?.status()).toBe(404);
});

test('the map shows a pin per result; a pin points at its list entry and is tracked', async ({ page }) => {
  await page.goto('/partneroptiker?locale=fr-FR&q=Marseille');
  const map = page.getByRole('region', { name: 'Carte des opticiens' });
  await expect(map).toBeVisible();
  const results = await page.locator('[data-optician]').count();
  await expect(map.locator('.optician-pin')).toHaveCount(results);
  await expect(map.getByText('Natural Earth · GeoNames')).toBeAttached();

  const pin = map.locator('.optician-pin').first();
  // placed over the map by MapLibre's stylesheet, which comes with the map
  await expect(pin).toHaveCSS('position', 'absolute');
  const id = await pin.getAttribute('data-pin');
  await pin.click();
  await expect(pin).toHaveClass(/is-active/);
  await expect(page.locator(`[data-optician="${id}"] [data-optician-details]`)).toBeFocused();
  await expect
    .poll(() =>
      page.evaluate(() =>
        window.dataLayer?.find((entry) => entry.event_name === 'optician_map_store_details_click'),
      ),
    )
    .toMatchObject({ optician_id: id, category: 'map_pin', optician_type: 'Partner' });
});

test('when the map cannot load, its message shows and the list still works', async ({ page }) => {
  await page.route('**/map/countries.geojson', (route) => route.abort());
  await page.goto('/partneroptiker?locale=sv-SE&q=Goteborg');
  await expect(page.locator('[data-map-unavailable]')).toHaveText(
    'Vi kan inte läsa in kartan just nu. Försök igen om några minuter.',
  );
  expect(await page.locator('[data-optician]').count()).toBeGreaterThan(0);
});
