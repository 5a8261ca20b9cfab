import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SHOP_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { giveConsent } from './support/consent';
import { dataLayerEvents } from './support/data-layer';

test.beforeEach(({ context }) => giveConsent(context, SHOP_URL, { statistics: true, marketing: false }));

const events = dataLayerEvents;

const hero = (page: Page) => page.locator('main [data-component-category="hero_slider"]').first();

test('each storefront’s home page is composed of its content components, in its language', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const headings = { 'de-DE': 'Kategorie', 'en-GB': 'Shop by category', 'sv-SE': 'kategori' };
  for (const [locale, categories] of Object.entries(headings)) {
    await page.goto(`/?locale=${locale}`);
    await expect(hero(page).locator('[data-hero-slide]')).toHaveCount(3);
    for (const category of [
      'usp_bar',
      'teaser_grid',
      'product_carousel',
      'cta_banner',
      'image_link',
      'brand_logo_wall',
      'store_review_carousel',
      'accordion',
      'newsletter_teaser',
    ])
      await expect(
        page.locator(`main [data-component-category="${category}"]`).first(),
        category,
      ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(categories, 'i') })).toBeVisible();
    await expect(page.locator('main')).toContainText('400');
    await expectAccessible(page);
  }
  // The hero's first image is fetched at once; the images below the fold only when scrolled to.
  await expect(hero(page).locator('img').first()).toHaveAttribute('loading', 'eager');
  await expect(page.locator('main [data-component-category="teaser_grid"] img').first()).toHaveAttribute(
    'loading',
    'lazy',
  );
  await expect(hero(page).locator('img').first()).toHaveAttribute('srcset', /480w/);
});

test('the hero slider works by keyboard and stops turning while focused', async ({ page }) => {
  await page.clock.install();
  await page.goto('/?locale=en-GB');
  const slider = hero(page);
  const visibleSlide = () =>
    slider
      .locator('[data-hero-slide]')
      .evaluateAll((slides) => slides.findIndex((slide) => !slide.hasAttribute('inert')));
  expect(await visibleSlide()).toBe(0);

  // It turns on its own …
  await page.clock.runFor(6_500);
  await expect.poll(visibleSlide).toBe(1);
  // … but not while the keyboard is in it.
  await slider.getByRole('button', { name: 'Next slide' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(visibleSlide).toBe(2);
  await page.clock.runFor(13_000);
  expect(await visibleSlide()).toBe(2);
  // The pause button sits between the arrows.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(slider.getByRole('button', { name: 'Play the slides' })).toBeFocused();
  const arrows = await events(page, 'content_component_arrow_click');
  expect(arrows).toContainEqual(
    expect.objectContaining({
      arrow_type: 'next',
      component_category: 'hero_slider',
      component_name: 'home-hero',
    }),
  );
});

test('with reduced motion the slides do not turn by themselves', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: SHOP_URL, reducedMotion: 'reduce' });
  await giveConsent(context, SHOP_URL);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto('/?locale=de-DE');
  await expect(hero(page).getByRole('button', { name: /Abspielen|Starten|abspielen|starten/ })).toBeVisible();
  await page.clock.runFor(20_000);
  expect(
    await hero(page)
      .locator('[data-hero-slide]')
      .evaluateAll((slides) => slides.findIndex((slide) => !slide.hasAttribute('inert'))),
  ).toBe(0);
  await context.close();
});

test('content components report their views once and their clicks with their details', async ({ page }) => {
  await page.goto('/?locale=en-GB');
  // Scroll through the whole page (components come into view) and back up, twice.
  for (let round = 0; round < 2; round += 1) {
    for (let y = 0; y < 12_000; y += 400) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(40);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  }
  const views = await events(page, 'content_component_view');
  const names = views.map((entry) => entry.component_name);
  for (const name of [
    'home-hero',
    'home-promises',
    'home-categories',
    'home-eye-test',
    'home-brands',
    'home-faq',
  ])
    expect(
      names.filter((viewed) => viewed === name),
      name,
    ).toHaveLength(1);

  // A click leaves the page: the event is in the data layer before it goes.
  const stay = async (selector: string) => {
    await page
      .locator(selector)
      .first()
      .evaluate((link) => link.addEventListener('click', (event) => event.preventDefault()));
    await page.locator(selector).first().click();
  };
  await stay('[data-component-name="home-eye-test"] a');
  expect(await events(page, 'content_component_cta_click')).toEqual([
    expect.objectContaining({
      component_category: 'cta_banner',
      component_name: 'home-eye-test',
      element_text: expect.any(String),
    }),
  ]);
  await stay('[data-component-name="home-contact-lens-test"] a');
  expect(await events(page, 'content_component_image_click')).toEqual([
    expect.objectContaining({ component_name: 'home-contact-lens-test', product_sku: 'EYE-TEST-CL' }),
  ]);
  await stay('[data-component-name="home-brands"] a');
  expect(await events(page, 'content_component_brandlogo_click')).toEqual([
    expect.objectContaining({ component_category: 'brand_logo_wall', component_name: 'home-brands' }),
  ]);
  await stay('[data-component-name="home-hero"] [data-hero-slide="0"] a');
  expect(await events(page, 'banner_click')).toContainEqual(
    expect.objectContaining({ element_text: expect.any(String) }),
  );

  await page
    .locator('[data-component-name="home-newsletter"]')
    .getByRole('button', { name: 'Sign up now' })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await events(page, 'button_click')).toHaveLength(1);
});

test('a landing page at an editor-chosen address, and the home page’s slug leads home', async ({ page }) => {
  await page.goto('/prescription-sunglasses?locale=en-GB');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prescription sunglasses');
  await expect(page.locator('main [data-component-category="product_carousel"] li').first()).toBeVisible();
  await expectAccessible(page);
  await page.goto('/home?locale=en-GB');
  expect(new URL(page.url()).pathname).toBe('/');
});

test('the home page brings its stylesheet inline: in its <style> and once in the RSC payload', async ({
  request,
}) => {
  const html = await (await request.get('/?locale=de-DE')).text();
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  const [, css] = /<style[^>]*>(.*?)<\/style>/s.exec(html)!;
  // The stylesheet's opening rules (no quotes or backslashes: written the same inside the payload's script).
  // A third copy, as the global error page's styles once made, is 30 KB more on every page.
  const opening = css!.slice(0, 60);
  expect(opening).not.toMatch(/["\\]/);
  expect(html.split(opening).length - 1).toBe(2);
});

test('the hero’s first image is asked for from the head, in the size the slide shows it', async ({
  request,
}) => {
  const html = await (await request.get('/?locale=de-DE')).text();
  const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  const head = html.slice(0, html.indexOf('</head>'));
  const imagePreloads = (head.match(/<link\s[^>]*>/g) ?? []).filter(
    (link) => attribute(link, 'rel') === 'preload' && attribute(link, 'as') === 'image',
  );
  expect(imagePreloads).toHaveLength(1);
  const [preload] = imagePreloads as [string];
  const hero = /<img[^>]*fetchPriority="high"[^>]*>/i.exec(html)![0];
  expect(attribute(preload, 'fetchPriority')).toBe('high');
  expect(attribute(preload, 'imageSrcSet')).toBe(attribute(hero, 'srcSet'));
  expect(attribute(preload, 'imageSizes')).toBe(attribute(hero, 'sizes'));
});
