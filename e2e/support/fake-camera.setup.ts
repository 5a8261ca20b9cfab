import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { test as setup } from '@playwright/test';
import { CAMERA_CLIPS, FACE_CLIP } from './fake-camera';

setup('a moving face clip for the fake camera', () => {
  if (existsSync(FACE_CLIP)) return;
  mkdirSync(CAMERA_CLIPS, { recursive: true });
  // The test face turning its head ±15° over 4 s; Chromium loops the clip.
  execFileSync('ffmpeg', [
    '-loglevel',
    'error',
    '-loop',
    '1',
    '-i',
    'e2e/fixtures/face.jpg',
    '-t',
    '4',
    '-r',
    '15',
    '-vf',
    "rotate='0.26*sin(2*PI*t/4)':fillcolor=gray,format=yuv420p",
    '-y',
    FACE_CLIP,
  ]);
});
