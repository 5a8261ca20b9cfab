import path from 'node:path';

/** Clips for Chromium's fake camera (`--use-file-for-fake-video-capture`), made by fake-camera.setup.ts. */
export const CAMERA_CLIPS = path.resolve('data/e2e-camera');
export const FACE_CLIP = path.join(CAMERA_CLIPS, 'face-moving.y4m');
/** A grey picture: a running camera that shows no face. */
export const NO_FACE_CLIP = path.join(CAMERA_CLIPS, 'no-face.y4m');
/** The test face the clips are made of. */
export const TEST_FACE = path.resolve('e2e/fixtures/face.jpg');

/** Chromium's launch flags for a fake camera that plays `clip` and is allowed without asking. */
export const fakeCameraArgs = (clip: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${clip}`,
];

/** ffmpeg's arguments for a y4m clip of `seconds` at 15 frames a second (Chromium loops it). */
export const clipArgs = (input: string[], filter: string, seconds: number, clip: string) => [
  '-loglevel',
  'error',
  ...input,
  '-t',
  String(seconds),
  '-r',
  '15',
  '-vf',
  `${filter},format=yuv420p`,
  '-y',
  clip,
];
