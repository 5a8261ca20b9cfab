import { dataLayerEvents } from './support/data-layer';
import { TEST_FACE } from './support/fake-camera';
import { expect, test } from './support/test';
import { chromium } from '../playwright.config';

// A browser with a camera whose permission prompts are refused.
test.use({
  launchOptions: chromium(['--use-fake-device-for-media-stream', '--deny-permission-prompts']),
});
// Loading the face models and tracking on the WASM backend takes seconds on a busy machine.
test.setTimeout(120_000);

test('a refused camera says what to do, and a photo works instead', async ({ page }) => {
  await page.goto('/p/pg/100094?locale=en-GB');
  await page.getByRole('button', { name: 'Try on virtually' }).click();
  const dialog = page.getByRole('dialog', { name: /^Try on virtually: / });
  await expect(dialog.getByRole('alert')).toContainText('The camera was not allowed.', { timeout: 30_000 });
  const errors = await dataLayerEvents(page, '3d_tryon_error');
  expect(errors.map((entry) => entry.error_type)).toEqual(['cameraAccessDenied']);

  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('alert').getByRole('button', { name: 'Use a photo' }).click();
  await (await chooser).setFiles(TEST_FACE);
  await expect(dialog.getByText('Your photo with the frame.')).toBeVisible({ timeout: 90_000 });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  expect(await dataLayerEvents(page, '3d_tryon_glasses_ready')).toHaveLength(1);
  await expect(dialog.getByText(/^Estimated pupillary distance: \d+(\.5)? mm$/)).toBeVisible();

  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});
