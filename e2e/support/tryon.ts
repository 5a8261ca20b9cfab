import type { Page } from '@playwright/test';
import { dataLayerEvents } from './data-layer';
import { expect } from './test';

/** Opens the try-on on a frame's page, waits for `message` in its alert, and gives the error types sent. */
export async function tryOnError(page: Page, message: string) {
  await page.goto('/p/pg/100094?locale=en-GB');
  await page.getByRole('button', { name: 'Try on virtually' }).click();
  const dialog = page.getByRole('dialog', { name: /^Try on virtually: / });
  await expect(dialog.getByRole('alert')).toContainText(message, { timeout: 90_000 });
  await expect(dialog.getByRole('alert').getByRole('button', { name: 'Use a photo' })).toBeVisible();
  return (await dataLayerEvents(page, '3d_tryon_error')).map((entry) => entry.error_type);
}
