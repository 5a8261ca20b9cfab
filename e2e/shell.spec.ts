import { expect, test } from './support/test';
import { SHOP_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { giveConsent } from './support/consent';
import { FIRST_VIEW_ROUTES } from '../src/platform/server/first-view-routes';

test.describe('storefront shell', () => {
  test.beforeEach(async ({ context }) => giveConsent(context, SHOP_URL));

  test('de-DE is the default: lang, skip link first in tab order, landmarks', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Zum Hauptinhalt springen' });
    await expect(skip).toBeFocused();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    await expect(page.locator('meta[name="google-site-verification"]')).toHaveCount(0);
    await expectAccessible(page);
  });

  for (const { locale, lang, skip, price, verified } of [
    {
      locale: 'en-GB',
      lang: 'en',
      skip: 'Skip to main content',
      price: /£\d{1,3}(,\d{3})*\.\d{2}/,
      verified: false,
    },
    {
      locale: 'de-AT',
      lang: 'de-AT',
      skip: 'Zum Hauptinhalt springen',
      price: /€ \d{1,3}(\.\d{3})*,\d{2}/,
      verified: true,
    },
    {
      locale: 'de-CH',
      lang: 'de-CH',
      skip: 'Zum Hauptinhalt springen',
      price: /CHF \d{1,3}(’\d{3})*\.\d{2}/,
      verified: false,
    },
    {
      locale: 'sv-SE',
      lang: 'sv',
      skip: 'Hoppa till huvudinnehållet',
      price: /\d{1,3}( \d{3})*,\d{2} kr/,
      verified: true,
    },
    {
      locale: 'fr-FR',
      lang: 'fr',
      skip: 'Aller au contenu principal',
      price: /\d{1,3}( \d{3})*,\d{2} €/,
      verified: false,
    },
    {
      locale: 'no-NO',
      lang: 'no',
      skip: 'Gå til hovedinnholdet',
      price: /\d{1,3}( \d{3})*,\d{2} kr/,
      verified: false,
    },
  ]) {
    test(`${locale}: lang ${lang}, localised skip link and currency`, async ({ page }) => {
      await page.goto(`/?locale=${locale}`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('link', { name: skip })).toHaveAttribute('href', '#main-content');
      const text = (await page.locator('main').innerText()).replace(/[\u00a0\u202f]/g, ' ');
      // the prices of the home page's product carousel, in the storefront's currency and number format
      expect(text).toMatch(price);
      await expect(page.locator('meta[name="google-site-verification"]')).toHaveCount(verified ? 1 : 0);
    });
  }

  test('the locale chosen by query sticks for the visit', async ({ page }) => {
    await page.goto('/?locale=fi-FI');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
    await expect(page.getByRole('link', { name: 'Siirry pääsisältöön' })).toBeAttached();
  });

  test('the footer switches country and language', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Land und Sprache').selectOption('es-ES');
    await page.getByRole('button', { name: 'Wechseln' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Gafas graduadas, gafas de sol y lentillas online',
    );
  });

  test('the mega-menu opens by keyboard with its four groups', async ({ page }) => {
    await page.goto('/?locale=en-GB');
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    for (const group of ['Glasses', 'Sunglasses', 'Contact lenses', 'Discover']) {
      await expect(menu.getByText(group, { exact: true })).toBeVisible();
    }
    await menu
      .locator('summary')
      .filter({ has: page.getByText('Glasses', { exact: true }) })
      .focus();
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Varifocals' })).toBeVisible();
  });

  test('on a phone the header fits the screen: nothing sticks out to the side', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const locale of ['de-DE', 'fi-FI', 'fr-FR', 'nl-NL']) {
      await page.goto(`/?locale=${locale}`);
      const service = page.locator('header ul[aria-label]').first();
      const overflow = await service.evaluate((list) =>
        [...list.querySelectorAll('li')].some(
          (item) => item.getBoundingClientRect().right > window.innerWidth,
        ),
      );
      expect(overflow, locale).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), locale).toBeLessThanOrEqual(
        360,
      );
    }
  });

  test('on a phone the header leaves the first screen to the page; its menu opens from one button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/?locale=en-GB');
    const header = page.getByRole('banner');
    // logo and icons in one row, the search below: the hero starts in the upper part of the screen
    expect((await header.boundingBox())!.height).toBeLessThan(844 / 5);
    for (const name of ['Help', 'Wishlist', 'Basket', 'Log in']) {
      await expect(header.getByRole('link', { name })).toBeVisible();
    }
    await expect(header.getByRole('combobox', { name: 'Search' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu).toBeHidden();

    const open = header.getByRole('button', { name: 'Menu', exact: true });
    await expect(open).toHaveAttribute('aria-controls', 'main-menu');
    await open.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('button', { name: 'Close the menu' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(menu.getByRole('link', { name: 'Varifocals' })).toBeVisible();
    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await expect(open).toBeFocused();
    await expectAccessible(page);
  });

  test('on a wide screen the header shows its links with their texts and the menu groups in a row', async ({
    page,
  }) => {
    await page.goto('/?locale=en-GB');
    const header = page.getByRole('banner');
    for (const name of ['Help', 'Wishlist', 'Basket', 'Log in']) {
      await expect(header.getByText(name, { exact: true })).toBeInViewport();
    }
    await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('an unknown path answers 404 with the shop 404 page', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist?locale=nl-NL');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessible(page);
  });

  test('the 404 page is in the server’s HTML: without JavaScript, and for unreadable addresses', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const path of [
      '/this/does/not/exist?locale=en-GB',
      '/p/pg/%ZZ?locale=en-GB',
      '/l/pg/%?locale=en-GB',
    ]) {
      const response = await page.goto(`${SHOP_URL}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator('main h1')).toHaveText('Page not found');
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    await context.close();
  });

  test('navigation clicks reach the data layer', async ({ page }) => {
    await page.goto('/?locale=en-GB');
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our stores' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Wishlist' }).click();
    // Only the navigation events: the page's recommendations report their own views meanwhile.
    const events = await page.evaluate(() =>
      window.dataLayer?.filter(
        (entry) => entry.event === 'ga4_event' && String(entry.event_name).endsWith('_navigation_click'),
      ),
    );
    expect(events).toEqual([
      { event: 'ga4_event', event_name: 'footer_navigation_click', element_text: 'Our stores' },
      { event: 'ga4_event', event_name: 'header_navigation_click', element_text: 'Wishlist' },
    ]);
  });

  test('what a page asks the server for when shown, a started server has loaded already', async ({
    page,
  }) => {
    const asked = new Set<string>();
    page.on('request', (request) => {
      const { origin, pathname } = new URL(request.url());
      if (origin === SHOP_URL && request.resourceType() === 'fetch') asked.add(pathname);
    });
    for (const path of ['/agb', '/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(asked).toContain('/api/dy/choose');
    expect(asked).toContain('/data/cart');
    expect([...asked].filter((path) => !(FIRST_VIEW_ROUTES as readonly string[]).includes(path))).toEqual([]);
  });
});

test.describe('endpoints', () => {
  test('health and session', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    expect(await (await request.get('/api/session')).json()).toEqual({ authenticated: false });
  });

  test('what a client cannot send well is refused at once with a localised message', async ({ request }) => {
    const refusals: Array<[Promise<{ status(): number; json(): Promise<unknown> }>, number]> = [
      [request.get('/data/wishlist/add/%ZZ?locale=en-GB'), 404],
      [request.post('/data/account/constructor?locale=en-GB'), 404],
      [request.get('/data/account/__proto__?locale=en-GB'), 404],
      [request.fetch('/data/cart?locale=en-GB', { method: 'PROPFIND' }), 405],
      [
        request.post('/data/newsletter?locale=en-GB', {
          headers: { 'content-type': 'application/json' },
          data: JSON.stringify({ email: 'x'.repeat(100_000) }),
        }),
        413,
      ],
    ];
    for (const [answer, status] of refusals) {
      const response = await answer;
      expect(response.status()).toBe(status);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
    const tooLarge = await request.post('/data/newsletter?locale=fr-FR', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ email: 'x'.repeat(100_000) }),
    });
    expect(await tooLarge.json()).toEqual({ message: 'La requête est trop volumineuse.' });
    const pages = [
      '/?locale=de-',
      '/checkout/confirmation/%25E0',
      `/checkout/confirmation/X?token=${'%C3%A9'.repeat(32)}`,
    ];
    for (const path of pages) {
      const response = await request.get(path, { timeout: 5_000 });
      expect(response.status(), path).toBeLessThan(500);
    }
  });

  test('the header and footer fragments for other applications', async ({ request }) => {
    const header = await request.get('/fragments/header?locale=en-GB&channel=shop-gb');
    expect(header.status()).toBe(200);
    expect(header.headers()['content-type']).toContain('text/html');
    const html = await header.text();
    expect(html).toMatch(/^<header/);
    expect(html).toContain('Main navigation');
    const footer = await request.get('/fragments/footer?locale=de-CH&channel=shop-ch');
    expect(await footer.text()).toContain('Land und Sprache');
    const mismatch = await request.get('/fragments/footer?locale=de-CH&channel=shop-de');
    expect(mismatch.status()).toBe(400);
  });

  test('a shopper’s first request is answered at once: the backoffice alone asks for a critical client hint', async ({
    request,
  }) => {
    const storefront = await request.get('/?locale=en-GB');
    expect(storefront.headers()['critical-ch']).toBeUndefined();
    const backoffice = await request.get('/admin/login', { maxRedirects: 0 });
    expect(backoffice.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
  });
});
