import { expect, test } from './support/test';
import { SHOP_URL, STUB_URL } from '../playwright.config';
import { expectAccessible } from './support/axe';
import { giveConsent } from './support/consent';

async function gtmRequests(): Promise<number> {
  const stats = (await (await fetch(`${STUB_URL}/stats`)).json()) as { served: { gtm: number } };
  return stats.served.gtm;
}

test.describe('consent and tag manager', () => {
  test('the tag manager loads only after statistics consent', async ({ page, context }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${STUB_URL}/gtm.js`)) requested.push(request.url());
    });
    await page.goto('/?locale=de-AT');
    const banner = page.getByRole('dialog', { name: 'Ihre Privatsphäre' });
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    await page.waitForTimeout(300);
    expect(requested).toEqual([]);

    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(banner).toBeHidden();
    await expect.poll(() => requested.length).toBe(1);
    expect(new URL(requested[0]!).searchParams.get('id')).toBe('GTM-AT00001');
    await expect
      .poll(() => page.evaluate(() => (window as { __tagManagerLoaded?: string }).__tagManagerLoaded))
      .toBe('GTM-AT00001');

    const cookies = Object.fromEntries(
      (await context.cookies(SHOP_URL)).map((cookie) => [cookie.name, cookie.value]),
    );
    expect(cookies.personalisation_consent).toBe('true');
    expect(cookies.monitoring_consent).toBe('true');

    await page.reload();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect.poll(() => requested.length).toBe(2);
  });

  test('rejecting keeps the tag manager away and can be changed in the footer', async ({ page, context }) => {
    const before = await gtmRequests();
    await page.goto('/?locale=en-GB');
    await page
      .getByRole('dialog', { name: 'Your privacy' })
      .getByRole('button', { name: 'Necessary only' })
      .click();
    const cookies = Object.fromEntries(
      (await context.cookies(SHOP_URL)).map((cookie) => [cookie.name, cookie.value]),
    );
    expect(cookies.personalisation_consent).toBe('false');
    expect(cookies.monitoring_consent).toBe('false');
    await page.reload();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => document.getElementById('tag-manager-container'))).toBeNull();

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    const banner = page.getByRole('dialog', { name: 'Your privacy' });
    await expect(banner.getByRole('heading', { name: 'Your privacy' })).toBeFocused();
    await banner.getByLabel(/Statistics/).check();
    await banner.getByRole('button', { name: 'Save choice' }).click();
    await expect
      .poll(() => page.evaluate(() => Boolean(document.getElementById('tag-manager-container'))))
      .toBe(true);
    expect(await gtmRequests()).toBeGreaterThan(before);
  });

  test('the banner comes with a first visit’s page; a visitor who has chosen never sees it', async ({
    context,
  }) => {
    // Without the page's scripts: what its first paint shows (a page of its own: the `page` fixture's goto
    // waits for hydration, which never comes here).
    const page = await context.newPage();
    await page.route('**/_next/static/**', (route) => route.abort());
    await page.goto('/l/pg/100?locale=en-GB');
    await expect(page.getByRole('dialog', { name: 'Your privacy' })).toBeVisible();

    await giveConsent(context, SHOP_URL);
    await page.goto('/l/pg/100?locale=en-GB');
    await expect(page.locator('html')).toHaveAttribute('data-consent-decided', '');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
