import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { cspViolations } from './support/csp';
import { dataLayerEvents } from './support/data-layer';
import { expect, test } from './support/test';
import { SHOP_URL } from '../playwright.config';

// Loading the face models and tracking on the WASM backend takes seconds a frame on a busy machine.
test.setTimeout(120_000);

const TRYON_EVENTS_TO_GLASSES = [
  '3d_tryon_start_click',
  '3d_tryon_modal_loaded',
  '3d_tryon_face_detected',
  '3d_tryon_glasses_ready',
];

/** The try-on events the page has pushed so far, in order. */
const tryOnEvents = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? []).filter((entry) => String(entry.event_name).startsWith('3d_tryon_')),
  ) as Promise<Record<string, unknown>[]>;

/** Every request the page makes that leaves the shop's origin. */
function foreignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['data:', 'blob:'].includes(url.protocol) && url.origin !== SHOP_URL) foreign.push(request.url());
  });
  return foreign;
}

async function openTryOn(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('button', { name: 'Try on virtually' }).click();
  return page.getByRole('dialog', { name: /^Try on virtually: / });
}

for (const [kind, path] of [
  ['glasses', '/p/pg/100094?locale=en-GB'],
  ['sunglasses', '/p/sg/200001?locale=en-GB'],
] as const) {
  test(`${kind}: the camera try-on draws the frame on the face, on the device`, async ({ page }) => {
    const foreign = foreignRequests(page);
    const violations = await cspViolations(page);
    const dialog = await openTryOn(page, path);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/nothing of your camera picture or your face is sent/)).toBeVisible();
    await expect
      .poll(async () => (await tryOnEvents(page)).map((entry) => entry.event_name), { timeout: 90_000 })
      .toEqual(TRYON_EVENTS_TO_GLASSES);
    for (const entry of await tryOnEvents(page)) expect(entry.page_classification).toBe('PRODUCT');
    await expect(dialog.getByText('The frame follows your head.')).toBeVisible();
    // The fit and the PD estimate come from the measured face.
    await expect(dialog.getByText(/^Estimated pupillary distance: \d+(\.5)? mm$/)).toBeVisible({
      timeout: 15_000,
    });
    expect(foreign).toEqual([]);
    // the tracker's WebAssembly and the models run under the page's CSP
    expect(violations).toEqual([]);
  });
}

test('show/hide, another colour, axe in the open dialog; Escape ends the camera', async ({ page }) => {
  const dialog = await openTryOn(page, '/p/pg/100094?locale=en-GB');
  await expect
    .poll(async () => (await dataLayerEvents(page, '3d_tryon_glasses_ready')).length, { timeout: 90_000 })
    .toBe(1);
  await expectAccessible(page);

  const hide = dialog.getByRole('button', { name: 'Hide glasses' });
  await hide.click();
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await hide.click();
  expect((await dataLayerEvents(page, '3d_tryon_hide_click')).length).toBe(1);
  expect((await dataLayerEvents(page, '3d_tryon_show_click')).length).toBe(1);

  // Another colour draws another frame on the running camera.
  const colour = dialog.getByRole('combobox', { name: 'Colour' });
  const options = await colour
    .locator('option')
    .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
  await page.evaluate(() => {
    const video = document.querySelector('dialog video') as HTMLVideoElement;
    (window as unknown as { tryOnTracks: MediaStreamTrack[] }).tryOnTracks = (
      video.srcObject as MediaStream
    ).getTracks();
  });
  await colour.selectOption(options.at(-1)!);
  // Another frame of the product page's list, on the same camera.
  const frame = dialog.getByRole('combobox', { name: 'Frame' });
  const frames = await frame
    .locator('option')
    .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
  expect(frames.length).toBeGreaterThan(1);
  const stage = dialog.getByRole('img', { name: /^Your picture wearing / });
  const shownFrame = await stage.getAttribute('aria-label');
  await frame.selectOption(frames[1]!);
  await expect(stage).not.toHaveAttribute('aria-label', shownFrame!);
  expect(
    await page.evaluate(() =>
      (window as unknown as { tryOnTracks: MediaStreamTrack[] }).tryOnTracks.map((track) => track.readyState),
    ),
  ).toEqual(['live']);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(
    await page.evaluate(() =>
      (window as unknown as { tryOnTracks: MediaStreamTrack[] }).tryOnTracks.map((track) => track.readyState),
    ),
  ).toEqual(['ended']);
  await expect(page.getByRole('button', { name: 'Try on virtually' })).toBeFocused();
});

/** Waits for the glasses on the face; the camera's tracks, kept on the page to check them later. */
async function glassesOnFace(page: Page) {
  await expect
    .poll(async () => (await dataLayerEvents(page, '3d_tryon_glasses_ready')).length, { timeout: 90_000 })
    .toBe(1);
  await page.evaluate(() => {
    const video = document.querySelector('dialog video') as HTMLVideoElement;
    (window as unknown as { tryOnTracks: MediaStreamTrack[] }).tryOnTracks = (
      video.srcObject as MediaStream
    ).getTracks();
  });
}

const trackStates = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { tryOnTracks: MediaStreamTrack[] }).tryOnTracks.map((track) => track.readyState),
  );

test('record: a head turn gives pictures from several angles, paged and deleted', async ({ page }) => {
  const foreign = foreignRequests(page);
  const dialog = await openTryOn(page, '/p/pg/100094?locale=en-GB');
  await glassesOnFace(page);
  await dialog.getByRole('button', { name: 'Record a head turn' }).click();
  await expect(dialog.getByText('Recording: turn your head slowly')).toBeVisible();
  const pictures = dialog.getByRole('region', { name: 'Your pictures' });
  await expect(pictures).toBeVisible({ timeout: 30_000 });
  await expect(pictures.getByText(/these pictures exist only in this browser/i)).toBeVisible();
  // The camera is off while the visitor looks at the pictures.
  expect(await trackStates(page)).toEqual(['ended']);
  const first = pictures.getByRole('img', { name: /^Picture 1 of \d: you wearing / });
  await expect(first).toBeVisible();
  const count = Number((await first.getAttribute('alt'))!.match(/of (\d)/)![1]);
  expect(count).toBeGreaterThan(1);
  await expectAccessible(page);
  expect(await first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(640);

  await pictures.getByRole('button', { name: 'Next picture' }).click();
  await expect(pictures.getByRole('img', { name: /^Picture 2 of / })).toBeVisible();
  await expect
    .poll(async () => (await tryOnEvents(page)).map((entry) => entry.event_name))
    .toEqual([
      ...TRYON_EVENTS_TO_GLASSES,
      '3d_tryon_record_start',
      '3d_tryon_record_finish',
      '3d_tryon_generated',
      '3d_tryon_asset_loaded',
      '3d_tryon_asset_loaded',
    ]);
  const shown = await dataLayerEvents(page, '3d_tryon_asset_loaded');
  expect(shown.map((entry) => entry.image_number)).toEqual(['1', '2']);

  // The picture shown downloads as a JPEG made in the browser.
  const downloading = page.waitForEvent('download');
  await pictures.getByRole('link', { name: 'Download this picture' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('try-on-2.jpg');
  expect([...(await readFile(await download.path())).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

  // Another frame is drawn on the same head turn; the first stays there to compare.
  const secondPicture = pictures.getByRole('img', { name: /^Picture 2 of / });
  const firstAlt = (await secondPicture.getAttribute('alt'))!;
  const firstWorn = firstAlt.split(': you wearing ')[1]!;
  const frame = dialog.getByRole('combobox', { name: 'Frame' });
  const frames = await frame
    .locator('option')
    .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value));
  await frame.selectOption(frames[1]!);
  await expect.poll(() => secondPicture.getAttribute('alt'), { timeout: 30_000 }).not.toBe(firstAlt);
  expect(await dataLayerEvents(page, '3d_tryon_generated')).toHaveLength(2);
  await pictures.getByRole('button', { name: firstWorn }).click();
  await expect(
    pictures.getByRole('img', { name: `Picture 2 of ${count}: you wearing ${firstWorn}` }),
  ).toBeVisible();
  expect(await trackStates(page)).toEqual(['ended']);

  await pictures.getByRole('button', { name: 'Delete the pictures' }).click();
  await expect(pictures).toBeHidden();
  expect(await dataLayerEvents(page, '3d_tryon_delete')).toHaveLength(1);
  expect(await page.locator('dialog img[src^="blob:"]').count()).toBe(0);
  expect(foreign).toEqual([]);
});

test("the PD estimate goes into the lens configurator's PD field", async ({ page }) => {
  const dialog = await openTryOn(page, '/p/pg/100094?locale=en-GB');
  await dialog.getByRole('button', { name: /^Use [\d.]+ mm in the lens form$/ }).click({ timeout: 90_000 });
  const offered = dialog.getByText(/^[\d.]+ mm is entered as the PD in the lens form\.$/);
  await expect(offered).toBeVisible();
  const pd = (await offered.textContent())!.split(' ')[0]!;
  // An adult's PD, not the 84 mm of an iris measured too small.
  expect(Number(pd)).toBeGreaterThanOrEqual(54);
  expect(Number(pd)).toBeLessThanOrEqual(70);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Choose lenses' }).click();
  const form = page.getByRole('form', { name: 'Choose your lenses' });
  await expect(form.getByLabel('Pupillary distance (PD)')).toHaveValue(pd);
});

test('contact lenses have no try-on; German pages name it in German', async ({ page }) => {
  await page.goto('/p/cl/300001?locale=en-GB');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try on virtually' })).toHaveCount(0);
  await page.goto('/p/pg/100094?locale=de-DE');
  await expect(page.getByRole('button', { name: 'Virtuell anprobieren' })).toBeVisible();
});
