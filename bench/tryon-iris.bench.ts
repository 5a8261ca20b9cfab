/**
 * Human's iris rim against the visible iris, on photos: `node scripts/run.mjs bench/tryon-iris.bench.ts
 * <picture>…` (JPEG or PNG; Chromium from CHROME_PATH, default /usr/bin/chromium). For each face that faces
 * the camera (yaw within 15°, roll within 10°) and each of its irises it prints the rim's
 * horizontal diameter Human gives, the visible iris read from the pixels (white to white along the row
 * through Human's iris centre, `visible-iris.ts`) and their ratio, then the ratios' medians: the check of
 * VISIBLE_IRIS_PER_RIM (face-pose.ts). Human's irises are named by its order: A is landmark 468's, B 473's.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { facePose, irisRims, type Point3 } from '../src/modules/tryon/face-pose';
import { median } from './support/median';
import { openHumanPage, type HumanPage } from './support/human-page';
import { visibleIris } from './support/visible-iris';

/** Degrees. The pitch is measured from forehead to chin, which leans some 15° back on a face held upright. */
const FACING = { yaw: 15, pitch: 35, roll: 10 };
/** MediaPipe's eye corners, each eye's pair. */
const EYE_CORNERS = [
  [33, 133],
  [362, 263],
] as const;

interface IrisReading {
  iris: 'A' | 'B';
  rim: number;
  visible: number;
  /** The visible iris's middle minus Human's iris centre, along the row (px). */
  offset: number;
}

/** The eye corners nearest to an iris centre (picture pixels). */
function cornersNear(mesh: Point3[], x: number, y: number) {
  const distance = ([a, b]: readonly [number, number]) =>
    Math.hypot((mesh[a]![0] + mesh[b]![0]) / 2 - x, (mesh[a]![1] + mesh[b]![1]) / 2 - y);
  const [a, b] = EYE_CORNERS.reduce((best, next) => (distance(next) < distance(best) ? next : best));
  return [mesh[a]![0], mesh[b]![0]] as const;
}

async function readIrises(human: HumanPage, mesh: Point3[]): Promise<IrisReading[] | undefined> {
  const pose = facePose(mesh);
  if (!pose) return undefined;
  const roll = (Math.atan2(pose.right[1], pose.right[0]) * 180) / Math.PI;
  if (
    Math.abs(pose.yaw) > FACING.yaw ||
    Math.abs(pose.pitch) > FACING.pitch ||
    Math.abs(roll) > FACING.roll
  ) {
    return undefined;
  }
  const readings: IrisReading[] = [];
  for (const [index, { centre, rimDiameter }] of irisRims(mesh, pose.right).entries()) {
    const [x, y] = [centre[0], -centre[1]];
    const corners = cornersNear(mesh, x, y);
    const from = Math.floor(Math.min(...corners)) - 2;
    const to = Math.ceil(Math.max(...corners)) + 2;
    const brightness = await human.brightness(Math.round(y), from, to);
    const edges = visibleIris({
      brightness,
      centre: x - from,
      corners: [corners[0] - from, corners[1] - from],
      rimRadius: rimDiameter / 2,
    });
    if (!edges) continue;
    readings.push({
      iris: index === 0 ? 'A' : 'B',
      rim: rimDiameter,
      visible: edges.right - edges.left,
      offset: (edges.left + edges.right) / 2 + from - x,
    });
  }
  return readings;
}

const pictures = process.argv.slice(2);
if (pictures.length === 0) {
  console.error('usage: node scripts/run.mjs bench/tryon-iris.bench.ts <picture>…');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  // Every face of a picture, each detected afresh.
  const human = await openHumanPage(browser, (config) => ({
    ...config,
    face: {
      ...config.face,
      detector: { ...config.face?.detector, maxDetected: 20, skipFrames: 0, skipTime: 0 },
    },
  }));
  const all: IrisReading[] = [];
  console.log('picture              face  iris  rim px  visible px  visible/rim  centre offset px');
  for (const picture of pictures) {
    const [faces = []] = await human.detect(readFileSync(picture), 1);
    console.log(`${path.basename(picture)}: ${faces.length} faces`);
    for (const [number, face] of faces.entries()) {
      for (const reading of (await readIrises(human, face.mesh)) ?? []) {
        all.push(reading);
        console.log(
          [
            path.basename(picture).padEnd(20),
            String(number + 1).padStart(4),
            reading.iris.padStart(5),
            reading.rim.toFixed(1).padStart(7),
            reading.visible.toFixed(1).padStart(11),
            (reading.visible / reading.rim).toFixed(2).padStart(12),
            reading.offset.toFixed(1).padStart(17),
          ].join(' '),
        );
      }
    }
  }
  for (const iris of ['A', 'B', undefined]) {
    const readings = all.filter((reading) => iris === undefined || reading.iris === iris);
    if (readings.length === 0) continue;
    const ratios = readings.map((reading) => reading.visible / reading.rim);
    console.log(
      `${iris ? `iris ${iris}` : 'both irises'}: ${readings.length} irises, visible/rim median ` +
        `${median(ratios).toFixed(2)} (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}), ` +
        `|centre offset| median ${median(readings.map((reading) => Math.abs(reading.offset))).toFixed(1)} px`,
    );
  }
  await human.close();
} finally {
  await browser.close();
}
