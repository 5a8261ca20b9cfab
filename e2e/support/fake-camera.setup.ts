import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { test as setup } from '@playwright/test';
import { CAMERA_CLIPS, clipArgs, FACE_CLIP, NO_FACE_CLIP, TEST_FACE } from './fake-camera';

setup('clips for the fake camera: a moving face, and no face', () => {
  mkdirSync(CAMERA_CLIPS, { recursive: true });
  // The test face turning its head ±15° over 4 s.
  if (!existsSync(FACE_CLIP)) {
    execFileSync(
      'ffmpeg',
      clipArgs(['-loop', '1', '-i', TEST_FACE], "rotate='0.26*sin(2*PI*t/4)':fillcolor=gray", 4, FACE_CLIP),
    );
  }
  if (!existsSync(NO_FACE_CLIP)) {
    execFileSync(
      'ffmpeg',
      clipArgs(['-f', 'lavfi', '-i', 'color=c=gray:s=640x480'], 'null', 2, NO_FACE_CLIP),
    );
  }
});
