import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { FRAGMENT_SHOP_URL, STUB_URL } from '../playwright.config';
import { hidePage, recordBeacons, recordedBeacons } from './support/monitoring';

const isBeacon = (request: Request) => new URL(request.url()).pathname === '/data/monitoring';

interface Report {
  beacons: Array<{ kind: string; name?: string; message?: string; path: string }>;
}

async function datadogIntakeCalls(): Promise<string[]> {
  return (await (await fetch(`${STUB_URL}/datadog-intake-calls`)).json()) as string[];
}

async function acceptAll(page: Page) {
  const banner = page.getByRole('dialog', { name: 'Your privacy' });
  await banner.getByRole('button', { name: 'Accept all' }).click();
  await expect(banner).toBeHidden();
}

const throwUncaught = (page: Page, message: string) =>
  page.evaluate((text) => {
    setTimeout(() => {
      throw new Error(text);
    });
  }, message);

test.describe('client monitoring', () => {
  test('reports nothing before consent, then the page view’s vitals and errors to the shop', async ({
    page,
  }) => {
    const requests: Request[] = [];
    page.on('request', (request) => {
      if (isBeacon(request)) requests.push(request);
    });
    await recordBeacons(page);
    await page.goto('/p/pg/100094?locale=en-GB');
    await throwUncaught(page, 'before consent');
    await hidePage(page);
    await page.waitForTimeout(500);
    expect(requests).toEqual([]);
    expect(await recordedBeacons(page)).toEqual([]);
    expect(await page.evaluate(() => 'DD_RUM' in window)).toBe(false);

    await page.goto('/p/pg/100094?locale=en-GB');
    await acceptAll(page);
    await expect(page.locator('html')).toHaveAttribute('data-client-monitoring', 'own');
    await throwUncaught(page, 'monitoring e2e failure');
    await page.waitForTimeout(200);
    const answered = page.waitForResponse((response) => isBeacon(response.request()));
    await hidePage(page);
    expect((await answered).status()).toBe(204);

    const sent = ((await recordedBeacons(page)) as Report[]).flatMap((report) => report.beacons);
    const vitals = sent.filter((beacon) => beacon.kind === 'vital').map((beacon) => beacon.name);
    expect(vitals).toEqual(expect.arrayContaining(['TTFB', 'FCP']));
    expect(sent.every((beacon) => beacon.path === '/p/pg/100094')).toBe(true);
    expect(sent).toContainEqual(
      expect.objectContaining({ kind: 'error', message: 'Error: monitoring e2e failure' }),
    );
    expect(JSON.stringify(sent)).not.toContain('before consent');
  });

  test('refuses a report without the monitoring consent cookie or with a malformed body', async ({
    request,
  }) => {
    const body = { beacons: [{ kind: 'vital', name: 'LCP', value: 1200, path: '/' }] };
    const refused = await request.post('/data/monitoring?locale=de-DE', { data: body });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(
      'Monitoring ist in Ihren Cookie-Einstellungen nicht erlaubt.',
    );
    const bad = await request.post('/data/monitoring?locale=en-GB', {
      data: { beacons: [{ kind: 'vital', name: 'FID', value: 1, path: '/' }] },
      headers: { cookie: 'monitoring_consent=true' },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).message).toBe('The monitoring report is not valid.');
  });

  test('with Datadog ids the bundled SDKs send to the configured intake, only after consent', async ({
    page,
  }) => {
    const before = (await datadogIntakeCalls()).length;
    await page.goto(`${FRAGMENT_SHOP_URL}/p/pg/100094?locale=en-GB`);
    await page.goto(`${FRAGMENT_SHOP_URL}/cart?locale=en-GB`);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => 'DD_RUM' in window)).toBe(false);
    expect((await datadogIntakeCalls()).length).toBe(before);

    await acceptAll(page);
    await expect(page.locator('html')).toHaveAttribute('data-client-monitoring', 'datadog');
    expect(await page.evaluate(() => 'DD_RUM' in window)).toBe(true);
    await page.goto(`${FRAGMENT_SHOP_URL}/?locale=en-GB`);
    await expect
      .poll(
        async () => (await datadogIntakeCalls()).slice(before).some((path) => path.startsWith('/api/v2/rum')),
        { timeout: 20_000 },
      )
      .toBe(true);
  });
});
