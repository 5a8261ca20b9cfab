/**
 * Human as the try-on configures it, in a blank page of a headless Chromium: the model and WASM files are
 * served from the installed packages as the shop serves them (`tryOnAssetResponse`), so no shop need run.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from '@playwright/test';
import type { Config, FaceResult } from '@vladmandic/human';
import type { Point3 } from '../../src/modules/tryon/face-pose';
import { HUMAN_CONFIG, meshInPixels } from '../../src/modules/tryon/face-tracker';
import { tryOnAssetResponse } from '../../src/modules/tryon/tryon-assets';
import { TRYON_ASSETS_PATH } from '../../src/modules/tryon/tryon-constants';

const ORIGIN = 'http://human.bench';

export interface DetectedFace {
  box: [number, number, number, number];
  /** The landmarks in the picture's pixels, z scaled as the try-on does (`meshInPixels`). */
  mesh: Point3[];
}

export interface HumanPage {
  /** Human's faces in a picture (JPEG or PNG), detected `times` times in a row as a still camera shows it. */
  detect(picture: Buffer, times: number): Promise<DetectedFace[][]>;
  /** The brightness (0–255) of the last picture's pixels `from`–`to` along a row, averaged over 3 rows. */
  brightness(row: number, from: number, to: number): Promise<number[]>;
  close(): Promise<void>;
}

interface BenchWindow {
  human: { load(): Promise<void>; detect(input: HTMLCanvasElement): Promise<{ face: FaceResult[] }> };
  picture: HTMLCanvasElement;
}

/** A page with Human loaded with the try-on's settings, changed by `settings` (e.g. more faces). */
export async function openHumanPage(
  browser: Browser,
  settings: (config: Partial<Config>) => Partial<Config> = (config) => config,
): Promise<HumanPage> {
  const page = await browser.newPage();
  let picture: Buffer = Buffer.alloc(0);
  await page.route(`${ORIGIN}/**`, async (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.startsWith(TRYON_ASSETS_PATH)) {
      const answer = await tryOnAssetResponse(pathname.slice(TRYON_ASSETS_PATH.length));
      return route.fulfill({
        status: answer.status,
        headers: Object.fromEntries(answer.headers),
        body: Buffer.from(await answer.arrayBuffer()),
      });
    }
    if (pathname === '/human.js') {
      return route.fulfill({
        body: readFileSync('node_modules/@vladmandic/human/dist/human.esm.js'),
        contentType: 'text/javascript',
      });
    }
    if (pathname === '/picture') return route.fulfill({ body: picture });
    return route.fulfill({ body: '<!doctype html><title>human</title>', contentType: 'text/html' });
  });
  await page.goto(`${ORIGIN}/`);
  await page.evaluate(async (config) => {
    const { Human } = await import(`${location.origin}/human.js`);
    const bench = window as unknown as BenchWindow;
    bench.human = new Human(config);
    await bench.human.load();
  }, settings(HUMAN_CONFIG));

  return {
    async detect(bytes, times) {
      picture = bytes;
      const found = await page.evaluate(async (count) => {
        const bench = window as unknown as BenchWindow;
        const image = new Image();
        image.src = `/picture?${Math.random()}`;
        await image.decode();
        bench.picture = document.createElement('canvas');
        bench.picture.width = image.naturalWidth;
        bench.picture.height = image.naturalHeight;
        bench.picture.getContext('2d')!.drawImage(image, 0, 0);
        const detections = [];
        for (let run = 0; run < count; run += 1) {
          const { face } = await bench.human.detect(bench.picture);
          detections.push(face.map(({ box, mesh }) => ({ box, mesh })));
        }
        return detections;
      }, times);
      return found.map((faces) =>
        faces.map((face: Pick<FaceResult, 'box' | 'mesh'>) => ({ box: face.box, mesh: meshInPixels(face) })),
      );
    },

    brightness(row, from, to) {
      return page.evaluate(
        ({ row, from, to }) => {
          const { picture } = window as unknown as BenchWindow;
          const { data } = picture.getContext('2d')!.getImageData(from, row - 1, to - from + 1, 3);
          const width = to - from + 1;
          return Array.from({ length: width }, (_, column) => {
            let sum = 0;
            for (let line = 0; line < 3; line += 1) {
              const at = (line * width + column) * 4;
              sum += 0.299 * data[at]! + 0.587 * data[at + 1]! + 0.114 * data[at + 2]!;
            }
            return sum / 3;
          });
        },
        { row, from, to },
      );
    },

    close: () => page.close(),
  };
}
