import { NO_FACE_CLIP, fakeCameraArgs } from './support/fake-camera';
import { tryOnError } from './support/tryon';
import { expect, test } from './support/test';
import { chromium } from '../playwright.config';

// A camera that shows a grey picture: the models load, then the tracker looks for a face for 10 s.
test.use({ launchOptions: chromium(fakeCameraArgs(NO_FACE_CLIP)) });
test.setTimeout(120_000);

test('a camera without a face says none was found and what to do', async ({ page }) => {
  expect(await tryOnError(page, 'No face was found.')).toEqual(['detectionFailed']);
});
