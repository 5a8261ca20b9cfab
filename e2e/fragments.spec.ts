import { expect, test } from './support/test';
import { FRAGMENT_SHOP_URL, STUB_URL } from '../playwright.config';
import { giveConsent } from './support/consent';

async function stub(behaviour: Record<string, number>) {
  await fetch(`${STUB_URL}/control`, { method: 'POST', body: JSON.stringify(behaviour) });
}

// One shop process with one set of breakers: these tests change the stub's behaviour, so they run in order.
test.describe.configure({ mode: 'serial' });

test.describe('header and footer from configured services', () => {
  test.use({ baseURL: FRAGMENT_SHOP_URL });
  // A storefront's first render after start loads its catalogue, which on a busy machine can outlast the
  // 1000 ms header and even the 4000 ms footer timeout (one failure opens a circuit for 10 s): start once
  // the shell of each storefront used here embeds the header.
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    for (const locale of ['nl-NL', 'fi-FI', 'de-AT']) {
      await expect
        .poll(async () => (await fetch(`${FRAGMENT_SHOP_URL}/?locale=${locale}`)).text(), {
          timeout: 30_000,
          intervals: [1000],
        })
        .toContain('data-stub="header"');
    }
  });
  test.beforeEach(async ({ context }) => giveConsent(context, FRAGMENT_SHOP_URL));
  test.afterEach(() => stub({ header: 200, footer: 200 }));

  test('the shell embeds both snippets, with locale, channel and the visitor cookies', async ({ page }) => {
    await page.goto('/?locale=nl-NL');
    const header = page.locator('[data-stub="header"]');
    await expect(header).toHaveAttribute('data-locale', 'nl-NL');
    await expect(header).toHaveAttribute('data-channel', 'shop-nl');
    await expect(header).toHaveAttribute('data-cookie', 'forwarded');
    await expect(page.locator('[data-stub="footer"]')).toHaveAttribute('data-channel', 'shop-nl');
    await expect(page.getByRole('link', { name: 'Direct naar de hoofdinhoud' })).toBeAttached();
  });

  test('the header service never sees the session; scripts and handlers of the snippets are stripped', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: 'payload-token', value: 'a-session-token', url: FRAGMENT_SHOP_URL },
      { name: 'shop_visitor', value: '6f1c1a8e-2b7d-4c1e-9a55-0d3b8e7f4a21', url: FRAGMENT_SHOP_URL },
    ]);
    await page.goto('/?locale=nl-NL');
    const header = page.locator('[data-stub="header"]');
    await expect(header).toHaveAttribute('data-cookie', 'forwarded');
    await expect(header).toHaveAttribute('data-session', 'none');
    for (const part of ['header', 'footer']) {
      const snippet = page.locator(`[data-stub="${part}"]`);
      await expect(snippet.locator('script')).toHaveCount(0);
      await expect(snippet.getByRole('link', { name: `Stub ${part}` })).not.toHaveAttribute('onclick');
    }
    expect(await page.evaluate(() => '__fragmentScriptRan' in window)).toBe(false);
  });

  test('a failing header service leaves an empty header and the page works', async ({ page }) => {
    await stub({ header: 500 });
    const response = await page.goto('/?locale=fi-FI');
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-fragment="header"]')).toBeEmpty();
    await expect(page.locator('[data-stub="footer"]')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Silmälasit, aurinkolasit ja piilolinssit verkosta',
    );
  });

  test('the footer is served from cache while the service is down', async ({ page }) => {
    await page.goto('/?locale=de-AT');
    await expect(page.locator('[data-stub="footer"]')).toBeVisible();
    await stub({ footer: 500 });
    const response = await page.goto('/?locale=de-AT');
    expect(response?.status()).toBe(200);
    await expect(page.locator('[data-stub="footer"]')).toHaveAttribute('data-locale', 'de-AT');
  });

  test('a failing footer service fails the page with the error page', async ({ page }) => {
    await stub({ footer: 503 });
    const response = await page.goto('/?locale=es-ES');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Algo ha salido mal');
  });
});
