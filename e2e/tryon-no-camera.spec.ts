import { tryOnError } from './support/tryon';
import { expect, test } from './support/test';
import { chromium } from '../playwright.config';

// The permission is granted, but there is no camera device to open.
test.use({ launchOptions: chromium(['--use-fake-ui-for-media-stream']) });

test('a browser without a camera says none was found and offers a photo', async ({ page }) => {
  expect(await tryOnError(page, 'No camera was found.')).toEqual(['noCameraFound']);
});
