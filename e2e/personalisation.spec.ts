import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { FRAGMENT_SHOP_URL, SHOP_URL, STUB_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { giveConsent } from './support/consent';
import { openWithCampaign, warmUpPersonalisation as warmUp } from './support/personalisation';

async function consentToPersonalisation(context: BrowserContext, baseURL: string) {
  await giveConsent(context, baseURL, { statistics: true, marketing: true });
  await context.addCookies([{ name: 'personalisation_consent', value: 'true', url: baseURL }]);
}

const banner = (page: Page) => page.locator('[data-top-banner]');

test.describe('top banner from the built-in campaign engine', () => {
  test.beforeAll(() => warmUp(SHOP_URL));
  test.beforeEach(({ context }) => consentToPersonalisation(context, SHOP_URL));

  test('the homepage shows the countdown campaign, ticking every second', async ({ page }) => {
    await openWithCampaign(page, '/?locale=de-DE');
    await expect(banner(page)).toContainText('Sonnenbrillen-Wochen');
    const timer = page.getByRole('timer', { name: 'Aktion endet in' });
    await expect(timer).toContainText('TAG(E)');
    await expect(timer).toContainText('SEK');
    const before = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 3000 }).not.toBe(before);
    await expectAccessible(page);
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 412, height: 823 },
  ]) {
    test(`the banner arrives in the place the page held for it (${viewport.width} px wide)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () => {
          const top = document.getElementById('main-content')!.getBoundingClientRect().top;
          (window as unknown as { mainTopAtFirstLayout: number }).mainTopAtFirstLayout = top;
        }),
      );
      for (const path of ['/?locale=de-DE', '/stores?locale=de-DE']) {
        await openWithCampaign(page, path);
        await expect(banner(page)).toBeVisible();
        const [before, after] = await page.evaluate(() => [
          (window as unknown as { mainTopAtFirstLayout: number }).mainTopAtFirstLayout,
          document.getElementById('main-content')!.getBoundingClientRect().top,
        ]);
        expect(after, path).toBe(before);
      }
    });
  }

  test('the choose request names the page by its path, without query, fragment or token', async ({
    page,
  }) => {
    const choose = page.waitForRequest((request) => request.url().endsWith('/api/dy/choose'));
    await page.goto('/account/reset-password?token=a-secret-reset-token&locale=en-GB#password');
    expect((await choose).postDataJSON().partialRequestData.url).toBe('/account/reset-password');
  });

  test('other pages get the eye-test campaign, in the storefront’s language, with its button and arrow', async ({
    page,
  }) => {
    await openWithCampaign(page, '/stores?locale=sv-SE');
    const link = banner(page).getByRole('link');
    await expect(link).toContainText('Gratis synundersökning');
    await expect(link).toContainText('Hitta en optiker');
    await expect(link).toHaveAttribute('href', '/partneroptiker');
    await expect(banner(page).locator('svg[aria-hidden="true"]')).toHaveCount(1);
    await expect(page.locator('[data-top-banner] script')).toHaveCount(0);
  });

  async function clickBanner(page: Page) {
    await openWithCampaign(page, '/?locale=en-GB');
    await expect(banner(page)).toContainText('Sunglasses weeks');
    // Stay on the page to read the data layer: the click's own handlers still run.
    await page.evaluate(() =>
      document.addEventListener('click', (event) => event.preventDefault(), { capture: true }),
    );
    const engagement = page.waitForRequest((request) => request.url().endsWith('/api/dy/engagement'));
    await banner(page).getByRole('link').click();
    const events = (await page.evaluate(() => window.dataLayer ?? [])) as Array<Record<string, unknown>>;
    return {
      click: events.find((entry) => entry.event_name === 'banner_click'),
      engagement: await engagement,
    };
  }

  test('a banner click is tracked with its campaign information and sent as a beacon', async ({ page }) => {
    const { click, engagement } = await clickBanner(page);
    expect(click).toMatchObject({
      event: 'ga4_event',
      element_text: 'Discover now',
      banner_name: 'Sunglasses weeks',
      experience_name: 'Sunglasses weeks',
      variation_name: 'Countdown',
      campaign_selector_name: 'TOP_BANNER_CAMPAIGN',
    });
    expect(click?.campaign_decision_id).toEqual(expect.any(String));
    expect(engagement.method()).toBe('POST');
  });

  test('without sendBeacon the engagement goes by POST with credentials and is reported', async ({
    page,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'sendBeacon', { value: undefined }),
    );
    const { click, engagement } = await clickBanner(page);
    expect(engagement.postDataJSON()).toMatchObject({
      engagement: { type: 'CLICK', decisionId: click?.campaign_decision_id },
      apiOptions: { country: 'gb' },
      variationName: 'Countdown',
    });
    const answer = await engagement.response();
    expect(await answer?.json()).toEqual({ message: 'Engagement reported' });
  });
});

test.describe('the proxies answer the spec’s errors', () => {
  for (const path of ['/api/dy/choose', '/api/dy/engagement']) {
    test(`${path}: only POST`, async ({ request }) => {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const response = await request.fetch(path, { method });
        expect(response.status()).toBe(405);
        expect(await response.json()).toEqual({ message: 'Method Not Allowed' });
      }
    });
  }

  test('choose without partialRequestData is a bad request', async ({ request }) => {
    const response = await request.post('/api/dy/choose', { data: { options: {} } });
    expect([response.status(), await response.json()]).toEqual([400, { message: 'Bad Request' }]);
  });

  test('engagement without JSON or without an engagement', async ({ request }) => {
    const notJson = await request.post('/api/dy/engagement', {
      data: 'not json',
      headers: { 'content-type': 'text/plain' },
    });
    expect([notJson.status(), await notJson.json()]).toEqual([
      400,
      { message: 'The provided body is not valid JSON.' },
    ]);
    const missing = await request.post('/api/dy/engagement', { data: { apiOptions: { country: 'de' } } });
    expect([missing.status(), await missing.json()]).toEqual([400, { message: 'Bad Request' }]);
  });

  test('a forged decision id is rejected by the built-in engine with its error text', async ({ request }) => {
    const response = await request.post('/api/dy/engagement', {
      data: { engagement: { type: 'CLICK', decisionId: 'forged.decision' }, apiOptions: { country: 'de' } },
      headers: { cookie: '_dyid=1; _dyjsession=2' },
    });
    expect([response.status(), await response.json()]).toEqual([
      400,
      { message: 'Invalid request: unknown decisionId' },
    ]);
  });
});

test.describe('recommendations from the built-in campaign engine', () => {
  const RECOMMENDATIONS = 'PRODUCT_RECOMMENDATION';
  test.beforeAll(() => warmUp(SHOP_URL));
  test.beforeEach(({ context }) => consentToPersonalisation(context, SHOP_URL));

  const events = (page: Page, name: string) =>
    page.evaluate(
      (eventName) => (window.dataLayer ?? []).filter((entry) => entry.event_name === eventName),
      name,
    );

  test('the homepage shows slot ONE as a product carousel, viewed once, with its A/B test', async ({
    page,
  }) => {
    await openWithCampaign(page, '/?locale=de-DE', RECOMMENDATIONS);
    const carousel = page.locator('[data-component-name="PRODUCT_RECOMMENDATION_ONE"]');
    await expect(carousel).toBeVisible();
    await expect(carousel.getByRole('heading', { level: 2 })).toHaveText(
      /^(Gerade beliebt|Unsere Empfehlungen)$/,
    );
    expect(await carousel.getByRole('link').count()).toBeGreaterThanOrEqual(4);
    await expect(carousel.getByRole('button', { name: 'Nächste Produkte' })).toBeVisible();
    await carousel.scrollIntoViewIfNeeded();
    await expect
      .poll(async () =>
        (await events(page, 'content_component_view')).filter(
          (entry) => entry.component_name === 'PRODUCT_RECOMMENDATION_ONE',
        ),
      )
      .toHaveLength(1);
    const [test] = await events(page, 'content_component_abtest_view');
    expect(test).toMatchObject({ tool: 'DY', component_category: 'product_recommendation' });
    expect(['Bestsellers', 'Editor’s picks']).toContain(test!.test_variation);
    // Beside it the legacy push, and an arrow click in the test's variation is its legacy interaction.
    expect(await events(page, 'ga_abTest_impression')).toEqual([
      expect.objectContaining({ event_action: test!.test_name, event_label: test!.test_variation }),
    ]);
    await carousel.getByRole('button', { name: 'Nächste Produkte' }).click();
    await expect
      .poll(() => events(page, 'ga_abTest_interaction'))
      .toEqual([expect.objectContaining({ event_action: test!.test_name })]);
    expect(await events(page, 'ga_event')).toEqual([
      expect.objectContaining({
        event_category: 'product_recommendation',
        event_action: 'content_component_arrow_click',
      }),
    ]);
    await expectAccessible(page);
  });

  test('product pages show what was viewed before; the homepage then products like the last one', async ({
    page,
  }) => {
    await openWithCampaign(page, '/?locale=en-GB', RECOMMENDATIONS);
    await expect(page.locator('[data-recommendations]')).toBeVisible();
    // The product page asks for its recommendations (and so notes the view) once the banner has answered.
    const recommendationsAsked = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/dy/choose') &&
        (response.request().postData() ?? '').includes('PRODUCT_RECOMMENDATION'),
    );
    await page.goto('/p/pg/100094?locale=en-GB');
    await recommendationsAsked;
    await page.goto('/p/pg/100245?locale=en-GB');
    const recent = page.locator('[data-component-name="PRODUCT_RECOMMENDATION_TWO"]');
    await expect(recent.getByRole('heading', { name: 'Recently viewed' })).toBeVisible();
    await expect(recent.locator('a[href="/p/pg/100094"]')).toBeVisible();
    await expect(recent.locator('a[href="/p/pg/100245"]')).toHaveCount(0);

    await openWithCampaign(page, '/?locale=en-GB', RECOMMENDATIONS);
    const similar = page.locator('[data-component-name="PRODUCT_RECOMMENDATION_THREE"]');
    await expect(similar.getByRole('heading', { name: 'You might also like' })).toBeVisible();
    // A click on a recommended product is the campaign's engagement, sent as a beacon.
    const engagement = page.waitForRequest((request) => request.url().endsWith('/api/dy/engagement'));
    await similar.getByRole('link').first().click();
    expect((await engagement).method()).toBe('POST');
  });
});

test.describe('the built-in engine over HTTP, as a provider', () => {
  const choose = {
    user: { dyid: '42', active_consent_accepted: true },
    session: { dy: 's42' },
    selector: { names: ['TOP_BANNER_CAMPAIGN'] },
    context: { page: { type: 'OTHER', location: '/stores', locale: 'de_DE', data: [] }, device: {} },
    options: { isImplicitPageview: false, returnAnalyticsMetadata: true },
  };

  test('answers choose with the country’s key, with a trace id', async ({ request }) => {
    const response = await request.post('/api/engine/v2/serve/user/choose', {
      data: choose,
      headers: { 'DY-API-Key': 'builtin-de' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['x-dy-trace-id']).toBeTruthy();
    const answer = await response.json();
    expect(answer.choices[0]).toMatchObject({ name: 'TOP_BANNER_CAMPAIGN', decisionId: expect.any(String) });
  });

  test('refuses what the provider refuses', async ({ request }) => {
    const path = '/api/engine/v2/serve/user/choose';
    expect((await request.post(path, { data: choose })).status()).toBe(401);
    const wrongKey = await request.post(path, { data: choose, headers: { 'DY-API-Key': 'nope' } });
    expect([wrongKey.status(), await wrongKey.json()]).toEqual([401, { error: 'Invalid API key' }]);
    const notJson = await request.post(path, {
      data: '{',
      headers: { 'DY-API-Key': 'builtin-de', 'content-type': 'application/json' },
    });
    expect(notJson.status()).toBe(400);
    const noSelector = await request.post(path, {
      data: { ...choose, selector: undefined },
      headers: { 'DY-API-Key': 'builtin-de' },
    });
    expect(noSelector.status()).toBe(400);
    expect((await noSelector.json()).error).toMatch(/^Invalid request/);
    const forged = await request.post('/api/engine/v2/collect/user/engagement', {
      data: {
        user: { dyid: '42' },
        session: { dy: 's42' },
        engagements: [{ type: 'CLICK', decisionId: 'x.y' }],
      },
      headers: { 'DY-API-Key': 'builtin-de' },
    });
    expect([forged.status(), await forged.json()]).toEqual([
      400,
      { error: 'Invalid request: unknown decisionId' },
    ]);
    expect((await request.get(path)).status()).toBe(405);
  });
});

async function provider(change: Record<string, number>) {
  await fetch(`${STUB_URL}/control`, { method: 'POST', body: JSON.stringify({ provider: change }) });
}

// The provider stand-in's behaviour is shared by the tests of this block.
test.describe('top banner from a configured provider', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: FRAGMENT_SHOP_URL });
  test.beforeAll(() => warmUp(FRAGMENT_SHOP_URL));
  test.beforeEach(({ context }) => consentToPersonalisation(context, FRAGMENT_SHOP_URL));
  test.afterEach(() => provider({ status: 200, delayMs: 0 }));

  test('the provider’s banner shows, asked for with the country’s API key', async ({ page }) => {
    // Right after the shops start, the first choose of a storefront can miss the shell's 1250 ms while its
    // catalogue loads (the page then rightly shows no banner): a second visit is the one measured.
    await expect(async () => {
      await page.goto('/?locale=nl-NL');
      await expect(banner(page)).toContainText('Provider banner', { timeout: 4_000 });
    }).toPass({ timeout: 30_000 });
    const calls = (await (await fetch(`${STUB_URL}/provider-calls`)).json()) as Array<{
      path: string;
      apiKey: string;
      body: { context: { page: { locale: string } } };
    }>;
    const choose = calls.findLast((call) => call.path === '/v2/serve/user/choose');
    expect(choose?.apiKey).toBe('builtin-nl');
    expect(choose?.body.context.page.locale).toBe('nl_NL');
  });

  for (const [name, change] of [
    ['down', { status: 500 }],
    ['slower than 1250 ms', { delayMs: 2500 }],
  ] as const) {
    test(`a provider that is ${name} leaves the page with its defaults`, async ({ page }) => {
      await provider(change);
      const response = await page.goto('/?locale=nl-NL');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForTimeout(1500);
      await expect(banner(page)).toHaveCount(0);
    });
  }
});
