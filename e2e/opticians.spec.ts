import type { Locator, Page } from '@playwright/test';
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

/** Opens clusters (by keyboard) until the map shows a single pin. */
async function showAPin(map: Locator) {
  for (let tries = 0; tries < 6 && (await map.locator('.optician-pin').count()) === 0; tries += 1) {
    await map.locator('.optician-cluster').first().focus();
    await map.page().keyboard.press('Enter');
    await map.page().waitForTimeout(800);
  }
}

const listedIds = (page: Page) =>
  page
    .locator('[data-optician]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-optician')));

/** The map's area as the URL keeps it. */
function areaOf(url: string) {
  const [west, south, east, north] = new URL(url).searchParams.get('bbox')!.split(',').map(Number);
  return { west: west!, south: south!, east: east!, north: north! };
}

test('the map shows the results as pins and clusters; a pin points at its list entry and is tracked', async ({
  page,
}) => {
  await page.goto('/partneroptiker?locale=fr-FR&q=Marseille');
  const map = page.getByRole('region', { name: 'Carte des opticiens' });
  await expect(map).toBeVisible();
  await expect(map.locator('.optician-pin, .optician-cluster').first()).toBeVisible();
  await expect(map.getByText('Natural Earth · GeoNames')).toBeAttached();
  await showAPin(map);

  const pin = map.locator('.optician-pin').first();
  // placed over the map by MapLibre's stylesheet, which comes with the map
  await expect(pin).toHaveCSS('position', 'absolute');
  const id = await pin.getAttribute('data-pin');
  await expect(pin).toHaveAccessibleName((await page.locator(`[data-optician="${id}"] h3`).textContent())!);
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

test('on a phone the list comes first and the map loads only when scrolled near', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const mapRequests: string[] = [];
  page.on('request', (request) => {
    if (/maplibre|\/map\//.test(request.url())) mapRequests.push(request.url());
  });
  await page.goto('/partneroptiker?locale=de-DE&q=Berlin');
  const map = page.getByRole('region', { name: 'Karte der Optiker' });
  const lastResult = page.locator('[data-optician]').last();
  expect((await map.boundingBox())!.y).toBeGreaterThan((await lastResult.boundingBox())!.y);
  // past the load event and the idle time after it, when a map in view would have started
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 1000))));
  await expect(map).not.toHaveClass(/maplibregl-map/);
  expect(mapRequests).toEqual([]);

  await map.scrollIntoViewIfNeeded();
  await expect(map.locator('.optician-pin, .optician-cluster').first()).toBeVisible();
  expect(mapRequests.length).toBeGreaterThan(0);
});

test('the list follows the map: zooming out lists more, the reload keeps the area', async ({ page }) => {
  await page.goto('/partneroptiker?locale=de-DE&q=Berlin');
  await expect(page.locator('.optician-pin, .optician-cluster').first()).toBeVisible();
  const before = await page.locator('[data-optician]').count();
  const canvas = page.locator('.maplibregl-canvas');
  await canvas.focus();
  await page.keyboard.press('-');
  await expect(page).toHaveURL(/bbox=/);
  const firstArea = page.url();
  await page.keyboard.press('-');
  await expect(page).not.toHaveURL(firstArea);
  await expect(page.getByRole('status').filter({ hasText: /Optiker in diesem Bereich/ })).toBeVisible();
  await expect.poll(() => page.locator('[data-optician]').count()).toBeGreaterThan(before);
  expect(page.url()).toContain('q=Berlin');

  const distances = await page.locator('[data-optician] [data-distance]').allTextContents();
  const kilometres = distances.map((text) => Number(text.replace(/[^\d,.]/g, '').replace(',', '.')));
  expect(kilometres).toEqual([...kilometres].sort((a, b) => a - b));

  const listed = await listedIds(page);
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  expect(await listedIds(page)).toEqual(listed);
  // the map opens on the same area: it does not move, so the URL stays as it was
  await expect(page.locator('.optician-pin, .optician-cluster').first()).toBeVisible();
  await page.waitForTimeout(1000);
  expect(page.url()).toBe(url);
});

test('panning the map to another city lists that city’s opticians', async ({ page }) => {
  await page.goto('/partneroptiker?locale=de-DE&q=Berlin');
  const canvas = page.locator('.maplibregl-canvas');
  await expect(page.locator('.optician-pin, .optician-cluster').first()).toBeVisible();
  await canvas.focus();
  await page.keyboard.press('-');
  await expect(page).toHaveURL(/bbox=/);
  await expect(page.getByRole('status').filter({ hasText: /in diesem Bereich/ })).toBeVisible();
  const area = areaOf(page.url());
  const box = (await canvas.boundingBox())!;
  // Hamburg to the middle of the map: degrees to pixels in the area's own scale (near enough at this zoom)
  const hamburg = { lat: 53.5507, lng: 9.993 };
  const dx = ((hamburg.lng - (area.west + area.east) / 2) / (area.east - area.west)) * box.width;
  const dy = ((hamburg.lat - (area.south + area.north) / 2) / (area.north - area.south)) * box.height;
  // the map's keyboard pans 100 px a press
  for (const [key, pixels] of [
    [dx < 0 ? 'ArrowLeft' : 'ArrowRight', Math.abs(dx)],
    [dy > 0 ? 'ArrowUp' : 'ArrowDown', Math.abs(dy)],
  ] as const) {
    for (let press = 0; press < Math.round(pixels / 100); press += 1) {
      await page.keyboard.press(key);
      await page.waitForTimeout(350);
    }
  }
  await expect
    .poll(async () => (await page.locator('[data-optician] p').first().textContent()) ?? '', {
      timeout: 10_000,
    })
    .toContain('Hamburg');
  const moved = areaOf(page.url());
  expect(moved.west).toBeLessThan(hamburg.lng);
  expect(moved.east).toBeGreaterThan(hamburg.lng);
});

test('over the whole country every partner is reachable; a cluster opens by keyboard; targets are large enough', async ({
  page,
}) => {
  await page.goto('/partneroptiker?locale=de-DE');
  const map = page.getByRole('region', { name: 'Karte der Optiker' });
  const cluster = map.locator('.optician-cluster').first();
  await expect(cluster).toBeVisible();
  // every partner of the storefront is in the list, and the clusters and pins on the map add up to them all
  const all = await page.locator('[data-optician]').count();
  expect(all).toBeGreaterThanOrEqual(150);
  const onMap = await map.evaluate((element) =>
    [...element.querySelectorAll<HTMLElement>('.optician-cluster')]
      .map((item) => Number(item.dataset.cluster))
      .reduce((sum, count) => sum + count, element.querySelectorAll('.optician-pin').length),
  );
  expect(onMap).toBe(all);
  await expectAccessible(page);

  const count = Number(await cluster.getAttribute('data-cluster'));
  await expect(cluster).toHaveAccessibleName(`${count} Optiker`);
  await cluster.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/bbox=/);
  await expect(page.getByRole('status').filter({ hasText: /in diesem Bereich/ })).toBeVisible();
  await expect.poll(() => page.locator('[data-optician]').count()).toBeLessThan(all);
  expect(await page.locator('[data-optician]').count()).toBeGreaterThanOrEqual(count);
  await expectAccessible(page);
});

test('an area without opticians shows the map message; the area endpoint answers and refuses a bad box', async ({
  page,
  request,
}) => {
  // the North Sea
  await page.goto('/partneroptiker?locale=en-GB&bbox=2,54,3,55');
  await expect(page.locator('[data-finder-empty]')).toHaveText(
    'We could not find any results in this area. Please zoom out of the map to locate opticians.',
  );

  const bad = await request.get('/data/opticians?locale=de-DE&bbox=13.9,52.3,12.9,52.7');
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toEqual({ message: 'Der Kartenausschnitt ist ungültig.' });
  const berlin = await request.get('/data/opticians?locale=de-DE&bbox=12.9,52.3,13.9,52.7');
  expect(berlin.status()).toBe(200);
  const area = await berlin.json();
  expect(area.total).toBeGreaterThan(0);
  const distances = area.results.map((result: { distanceKm: number }) => result.distanceKm);
  expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
});

test('when the map cannot load, its message shows and the list still works', async ({ page }) => {
  // the map starts loading at idle after the page's load: wait for its basemap request, not for a time
  let basemapRequested: () => void;
  const basemapAborted = new Promise<void>((resolve) => (basemapRequested = resolve));
  await page.route('**/map/countries.geojson', async (route) => {
    await route.abort();
    basemapRequested();
  });
  await page.goto('/partneroptiker?locale=sv-SE&q=Goteborg');
  await basemapAborted;
  await expect(page.locator('[data-map-unavailable]')).toHaveText(
    'Vi kan inte läsa in kartan just nu. Försök igen om några minuter.',
  );
  expect(await page.locator('[data-optician]').count()).toBeGreaterThan(0);
});
