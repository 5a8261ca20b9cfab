import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './support/test';
import { SHOP_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { giveConsent } from './support/consent';
import { dataLayerEvents, type DataLayerEntry as Entry } from './support/data-layer';

test.beforeEach(({ context }) => giveConsent(context, SHOP_URL, { statistics: true, marketing: false }));

const events = dataLayerEvents;

/** The price a tile shows as paid, as a number (the sale price when on sale). */
async function tilePrices(page: Page): Promise<number[]> {
  const texts = await page.locator('main ul li [data-price-amount]').allTextContents();
  return texts.map((text) =>
    Number(
      text
        .replace(/[^\d,.]/g, '')
        .replace(/\.(?=\d{3})/g, '')
        .replace(',', '.'),
    ),
  );
}

test('browse from the mega-menu to a list, in German', async ({ page }) => {
  await page.goto('/?locale=de-DE');
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await menu.getByText('Brillen', { exact: true }).click();
  await menu.getByRole('link', { name: 'Damenbrillen' }).click();
  await expect(page).toHaveURL(/\/l\/pg\/110$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Damenbrillen');
  await expect(page.getByText(/^\d+ Produkte$/)).toBeVisible();
  await expect.poll(async () => (await events(page, 'view_item_list')).length).toBe(1);
  const [viewList] = await events(page, 'view_item_list');
  const ecommerce = viewList!.ecommerce as { currency: string; item_list_name: string; items: Entry[] };
  expect(ecommerce.currency).toBe('EUR');
  expect(ecommerce.item_list_name).toBe('Damenbrillen');
  expect(ecommerce.items).toHaveLength(24);
  expect(ecommerce.items[0]).toMatchObject({ index: '1', item_category: 'glasses', quantity: '1' });
  await expectAccessible(page);
});

test('list images: the first row at once, the rest only when scrolled into view, over a placeholder', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 700 });
  await page.goto('/l/pg/110?locale=de-DE');
  const tiles = page.locator('main ul li [data-image-state]');
  await expect(tiles).toHaveCount(24);
  await expect(tiles.first()).toHaveAttribute('data-image-state', 'loaded');
  const last = tiles.last();
  await expect(last).toHaveAttribute('data-image-state', 'idle');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveAttribute('data-image-state', 'loaded');
});

test('product images below the fold are not requested before they come near the viewport', async ({
  page,
}) => {
  await page.setViewportSize({ width: 400, height: 700 });
  const requested = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'image') requested.add(new URL(request.url()).pathname);
  });
  await page.goto('/l/pg/110?locale=de-DE');
  const images = page.locator('main ul li [data-image-state] img');
  await expect(images).toHaveCount(24);
  await expect(images.first()).toHaveJSProperty('complete', true);
  const pathOf = (image: typeof images) =>
    image.evaluate((element: HTMLImageElement) => new URL(element.src).pathname);
  const lastImage = images.last();
  const lastPath = await pathOf(lastImage);
  expect(requested).toContain(await pathOf(images.first()));
  expect(requested).not.toContain(lastPath);

  await lastImage.scrollIntoViewIfNeeded();
  await expect.poll(() => requested.has(lastPath)).toBe(true);
});

test('sorts each way, with the sorting in the URL and its events', async ({ page }) => {
  await page.goto('/l/pg/100?locale=en-GB');
  const sorting = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sorting).toHaveValue('popularity-desc');
  await expect(sorting.locator('option')).toHaveText([
    'Price: low to high',
    'Price: high to low',
    'Popularity',
    'Newest',
  ]);
  await sorting.selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  const ascending = await tilePrices(page);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price-desc');
  await expect(page).toHaveURL(/sort=price-desc/);
  const descending = await tilePrices(page);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(descending[0]).toBeGreaterThan(ascending[0]!);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('arrivalDate-desc');
  await expect(page).toHaveURL(/sort=arrivalDate-desc/);
  await expect
    .poll(async () => (await events(page, 'sorting_select')).map((entry) => entry.sorting_type))
    .toEqual(['price-asc', 'price-desc', 'arrivalDate-desc']);
  expect(await page.locator('main [data-list-item]').count()).toBe(24);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/sort=arrivalDate-desc&page=2/);
});

test('filters with counts, chips, remove one and remove all, and the no-results state', async ({ page }) => {
  await page.goto('/l/sg/200?locale=fr-FR');
  const total = Number((await page.getByText(/^\d+ produits$/).textContent())!.split(' ')[0]);
  const filters = page.getByRole('complementary', { name: 'Filtres' });
  await filters.locator('summary', { hasText: 'Forme' }).click();
  const aviator = filters.getByRole('checkbox', { name: /^Aviateur \((\d+)\)$/ });
  const count = Number((await filters.getByText(/^Aviateur \(\d+\)$/).textContent())!.match(/\((\d+)\)/)![1]);
  await aviator.check();
  await expect(page).toHaveURL(/shape=aviator/);
  await expect(page.getByText(`${count} produits`, { exact: true })).toBeVisible();
  expect(count).toBeLessThan(total);
  await expect
    .poll(async () => (await events(page, 'select_filter')).map((entry) => entry.filter_selection))
    .toEqual(['aviator']);

  await page
    .getByRole('complementary', { name: 'Filtres' })
    .locator('summary', { hasText: 'Couleur' })
    .click();
  await page.getByRole('complementary', { name: 'Filtres' }).getByRole('checkbox', { name: /^Noir/ }).check();
  await expect(page).toHaveURL(/shape=aviator&colour=black/);
  const chips = page.getByRole('region', { name: 'Filtres actifs' });
  await expect(chips.getByRole('link', { name: 'Retirer le filtre « Aviateur »' })).toBeVisible();
  await chips.getByRole('link', { name: 'Retirer le filtre « Noir »' }).click();
  await expect(page).toHaveURL(/\/l\/sg\/200\?shape=aviator$/);
  await expect(page.getByText(`${count} produits`, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Retirer tous les filtres' }).click();
  await expect(page).toHaveURL(/\/l\/sg\/200$/);
  await expect(page.getByText(`${total} produits`, { exact: true })).toBeVisible();

  await page.goto('/l/sg/200?locale=fr-FR&shape=aviator&priceMin=99999');
  await expect(
    page.getByRole('status').filter({ hasText: 'Aucun produit ne correspond à votre sélection.' }),
  ).toBeVisible();
  await expect
    .poll(async () => (await events(page, 'filter_no_results')).map((entry) => entry.filter_selection))
    .toEqual(['aviator']);
  await expectAccessible(page);
});

test('the face-shape finder applies face shape and frame size at once', async ({ page }) => {
  await page.goto('/l/pg/100?locale=nl-NL');
  const roundFace = page.getByRole('radio', { name: 'Rond gezicht' });
  // A click during hydration can be lost on a cold server: open until the choices show.
  await expect(async () => {
    if (!(await roundFace.isVisible())) await page.getByText('Welke bril past bij mijn gezicht?').click();
    await expect(roundFace).toBeVisible({ timeout: 1000 });
  }).toPass();
  await roundFace.check();
  await page.getByRole('radio', { name: 'M (medium)' }).check();
  await page.getByRole('button', { name: 'Passende monturen tonen' }).click();
  await expect(page).toHaveURL(/face=round/);
  await expect(page).toHaveURL(/size=M/);
  await expect(page.getByRole('link', { name: 'Filter „Rond gezicht” verwijderen' })).toBeVisible();
  await expect
    .poll(async () => (await events(page, 'custom_filter_apply')).map((entry) => entry.filter_selection))
    .toEqual(['round|M']);
});

test('opens a product from a list, switches colour and image, and enlarges it', async ({ page }) => {
  await page.goto('/l/pg/100?locale=sv-SE');
  const first = page.locator('main [data-list-item]').first();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/p\/pg\/\d+$/);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect.poll(async () => (await events(page, 'view_item')).length).toBe(1);
  await expect(
    page.getByRole('navigation', { name: 'Brödsmulor' }).getByRole('link', { name: 'Glasögon' }),
  ).toBeVisible();
  await expect(page.getByText('Glasbredd')).toBeVisible();
  await expect
    .poll(async () => await events(page, 'product_image_show'))
    .toEqual([expect.objectContaining({ page_classification: 'PRODUCT' })]);

  // The measurements' info button explains how to find one's size, and its opening is a tooltip_open.
  const sizeInfo = page.getByRole('button', { name: 'Mer om rätt storlek' });
  await sizeInfo.click();
  await expect(page.getByText(/Måtten står oftast på insidan av skalmen/)).toBeVisible();
  await expect(sizeInfo).toHaveAttribute('aria-expanded', 'true');
  await sizeInfo.press('Escape');
  await expect(page.getByText(/Måtten står oftast på insidan av skalmen/)).toBeHidden();
  expect(await events(page, 'tooltip_open')).toEqual([
    expect.objectContaining({ event: 'ga4_event', category: 'frame_size' }),
  ]);

  const gallery = page.getByRole('region', { name: 'Produktbilder' });
  await gallery.getByRole('button', { name: 'Bild 3: Från sidan' }).click();
  await expect(gallery.getByRole('button', { name: 'Bild 3: Från sidan' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect
    .poll(async () => (await events(page, 'product_image_switch')).map((entry) => entry.image_id))
    .toHaveLength(1);
  await gallery.getByRole('button', { name: /^Förstora bilden/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Stäng' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expectAccessible(page);
});

test('a product with several colours switches variant through the URL', async ({ page }) => {
  await page.goto('/l/pg/100?locale=en-GB');
  await page
    .locator('main li', { hasText: /\d colours/ })
    .first()
    .locator('[data-list-item]')
    .click();
  await hydrated(page);
  const colours = page.getByRole('group', { name: /^Colour: / });
  const other = colours.getByRole('link').nth(1);
  const colour = (await other.textContent())!;
  await other.click();
  await expect(page).toHaveURL(/\?variant=\d+-\d\d$/);
  await expect(page.getByRole('group', { name: `Colour: ${colour}` })).toBeVisible();
  await expect
    .poll(async () => (await events(page, 'product_variation_click')).map((entry) => entry.variation_type))
    .toEqual(['color']);
  const image = page.getByRole('region', { name: 'Product images' }).locator('img').first();
  const response = await page.request.get(new URL((await image.getAttribute('src'))!, page.url()).toString());
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  expect(await response.text()).toMatch(/^<svg/);
});

test('contact lenses: a daily-lens list and a product with package sizes, in Spanish', async ({ page }) => {
  await page.goto('/l/mix/310?locale=es-ES');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lentillas diarias');
  await page.locator('main [data-list-item]').first().click();
  await expect(page).toHaveURL(/\/p\/cl\/\d+$/);
  await hydrated(page);
  const packs = page.getByRole('group', { name: 'Tamaño del envase' });
  await expect(packs.getByRole('link')).toHaveCount(2);
  await packs.getByRole('link', { name: /^90 lentillas/ }).click();
  await expect(page).toHaveURL(/\?variant=\d+-p2$/);
  await expect(page.getByText('por envase de 90 lentillas')).toBeVisible();
  await expect(page.locator('dt', { hasText: 'Curva base (BC)' })).toBeVisible();
  await expectAccessible(page);
});

test('a brand page lists only that brand, and unknown lists and products are 404', async ({ page }) => {
  await page.goto('/brillen/nordlicht.html?locale=de-DE');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nordlicht: Brillen und Sonnenbrillen');
  const brands = await page.locator('main ul li p.font-semibold').allTextContents();
  expect(new Set(brands)).toEqual(new Set(['Nordlicht']));
  expect((await page.goto('/brillen/unbekannt.html'))!.status()).toBe(404);
  expect((await page.goto('/l/pg/999'))!.status()).toBe(404);
  expect((await page.goto('/p/sg/100001'))!.status()).toBe(404);
});

test('3D model slider: loaded only when opened, turned by keyboard, with its events', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/p/pg/100001?locale=en-GB', { waitUntil: 'networkidle' });
  const before = scripts.length;
  await page.getByRole('button', { name: 'Show 3D model' }).click();
  const model = page.getByRole('region', { name: '3D model' });
  await expect(model.getByRole('img', { name: /^3D model of / })).toBeVisible();
  const slider = model.getByRole('slider', { name: 'Turn the frame' });
  await expect(slider).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before);
  await expect.poll(async () => (await events(page, '3d_model_asset_loaded')).length).toBe(1);
  expect((await events(page, '3d_model_image_show'))[0]).toMatchObject({ page_classification: 'PRODUCT' });

  await slider.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveValue('3');
  await expect(slider).toHaveAttribute('aria-valuetext', '3 of 12');
  const selects = await events(page, '3d_model_slider_select');
  expect(selects.map((entry) => entry.image_number)).toEqual(['2', '3']);
  await expectAccessible(page);
  await model.getByRole('button', { name: 'Close 3D model' }).click();
  await expect(page.getByRole('button', { name: 'Show 3D model' })).toBeFocused();
});

test('SEO: titles, descriptions, canonical and hreflang alternates, robots.txt and sitemap', async ({
  page,
  request,
}) => {
  await page.goto('/p/sg/200002?locale=fr-FR');
  await expect(page).toHaveTitle(/^Helioform Noor 8133 – Lunettes de soleil \| /);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description!.length).toBeGreaterThan(50);
  expect(description!.length).toBeLessThanOrEqual(160);
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${origin}/p/sg/200002?locale=fr-FR`,
  );
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(11);
  await expect(page.locator('link[hreflang="sv-SE"]')).toHaveAttribute(
    'href',
    `${origin}/p/sg/200002?locale=sv-SE`,
  );
  await expect(page.locator('link[hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${origin}/p/sg/200002?locale=de-DE`,
  );

  await page.goto('/l/pg/100?shape=round&sort=price-asc&page=2&locale=de-DE');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${origin}/l/pg/100?page=2&locale=de-DE`,
  );
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Brillen online kaufen/);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /checkout');
  expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml.match(/<url>/g)!.length).toBeGreaterThan(1100);
  expect(xml).toContain(`<loc>${origin}/p/pg/100001?locale=de-DE</loc>`);
  expect(xml).toContain(`hreflang="fi-FI" href="${origin}/p/pg/100001?locale=fi-FI"`);
});

test('product carousels: labelled arrows, arrow events and select_item from the carousel', async ({
  page,
}) => {
  await page.goto('/p/pg/100001?locale=en-GB', { waitUntil: 'networkidle' });
  const similar = page.getByRole('region', { name: 'Similar styles' });
  await expect(similar.getByRole('heading', { level: 3 })).toHaveCount(12);
  const previous = similar.getByRole('button', { name: 'Previous products' });
  const next = similar.getByRole('button', { name: 'Next products' });
  await expect(previous).toBeDisabled();
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(previous).toBeEnabled();
  const arrows = await events(page, 'content_component_arrow_click');
  expect(arrows).toEqual([
    expect.objectContaining({
      component_category: 'product_carousel',
      component_name: 'similar-products',
      arrow_type: 'next',
    }),
  ]);
  await previous.click();
  expect((await events(page, 'content_component_arrow_click')).at(-1)).toMatchObject({
    arrow_type: 'previous',
  });
  await expect(page.getByRole('region', { name: /^More from / })).toBeVisible();
  await expectAccessible(page);

  const first = similar.locator('[data-list-item="0"]');
  // The page is left at once on a click; keep it to read the event the click sent.
  await first.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await first.click();
  const [select] = await events(page, 'select_item');
  expect(select!.ecommerce).toMatchObject({
    item_list_id: 'similar-products',
    item_list_name: 'Similar styles',
    items: [expect.objectContaining({ index: '1', item_name: await first.textContent() })],
  });
});

test('store availability: the own stores that have the frame, with the store CTA event', async ({ page }) => {
  await page.goto('/p/pg/100001?locale=de-DE', { waitUntil: 'networkidle' });
  const section = page.getByRole('region', { name: 'In unseren Filialen' });
  await expect(section.getByText(/^In \d+ Filialen? zum Anprobieren:$/)).toBeVisible();
  const links = section.getByRole('link', { name: 'Filiale ansehen' });
  expect(await links.count()).toBeGreaterThan(0);
  const first = links.first();
  const href = (await first.getAttribute('href'))!;
  expect(href).toMatch(/^\/partneroptiker\/msx-de-/);
  await first.evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
  await first.click();
  expect(await events(page, 'store_availability_cta_click')).toEqual([
    expect.objectContaining({
      optician_id: decodeURIComponent(href.split('/').pop()!),
      optician_type: 'MSXStore',
      element_text: 'Filiale ansehen',
    }),
  ]);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Eyewear Shop');
});
