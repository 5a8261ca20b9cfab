import path from 'node:path';

/** Clips for Chromium's fake camera (`--use-file-for-fake-video-capture`), made by fake-camera.setup.ts. */
export const CAMERA_CLIPS = path.resolve('data/e2e-camera');
export const FACE_CLIP = path.join(CAMERA_CLIPS, 'face-moving.y4m');

/** Chromium's launch flags for a fake camera that plays `clip` and is allowed without asking. */
export const fakeCameraArgs = (clip: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${clip}`,
];
