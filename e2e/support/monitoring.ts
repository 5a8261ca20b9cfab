import type { Page } from '@playwright/test';

/** Sent monitoring beacons, read from the page (Playwright does not show a beacon's body). */
export async function recordBeacons(page: Page) {
  await page.addInitScript(() => {
    const sent: Blob[] = [];
    (window as { __monitoringBeacons?: Blob[] }).__monitoringBeacons = sent;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      if (String(url).includes('/data/monitoring') && body instanceof Blob) sent.push(body);
      return send(url, body);
    };
  });
}

export async function recordedBeacons(page: Page): Promise<unknown[]> {
  return page.evaluate(async () => {
    const sent = (window as { __monitoringBeacons?: Blob[] }).__monitoringBeacons ?? [];
    return Promise.all(sent.map(async (blob) => JSON.parse(await blob.text()) as unknown));
  });
}

/**
 * The visitor switches to another tab: the page is hidden, so the vitals are final and the beacon goes. (A
 * beacon sent while a page unloads reaches the shop, but Playwright does not report it.)
 */
export async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
}
