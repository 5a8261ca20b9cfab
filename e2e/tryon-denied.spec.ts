import { dataLayerEvents } from './support/data-layer';
import { expect, test } from './support/test';

// A browser with a camera whose permission prompts are refused.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--deny-permission-prompts',
    ],
  },
});

test('a refused camera says what to do and offers a photo', async ({ page }) => {
  await page.goto('/p/pg/100094?locale=en-GB');
  await page.getByRole('button', { name: 'Try on virtually' }).click();
  const dialog = page.getByRole('dialog', { name: /^Try on virtually: / });
  await expect(dialog.getByRole('alert')).toContainText('The camera was not allowed.', { timeout: 30_000 });
  await expect(dialog.getByRole('alert').getByRole('button', { name: 'Use a photo' })).toBeVisible();
  const errors = await dataLayerEvents(page, '3d_tryon_error');
  expect(errors.map((entry) => entry.error_type)).toEqual(['cameraAccessDenied']);
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
});
