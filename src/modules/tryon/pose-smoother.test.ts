import { describe, expect, it } from 'vitest';
import { facePose, frameTransform, type FacePose, type Point3 } from './face-pose';
import { PoseSmoother } from './pose-smoother';
import stillTestFace from './test-face-still-landmarks.json';

/** Human's tracking rate on this machine (bench:tryon): about ten faces a second. */
const RATE = 10;
/** The corners and ends of a 130 mm frame, millimetres from its centre. */
const FRAME_POINTS: Point3[] = [
  [-65, 20, 0],
  [65, 20, 0],
  [-65, -20, 0],
  [65, -20, 0],
  [-65, 0, -10],
  [65, 0, -10],
];

/** A face at (x, y), turned by `yaw` degrees, at `pixelsPerMm`. */
function pose(x: number, y: number, yaw: number, pixelsPerMm: number): FacePose {
  const radians = (yaw * Math.PI) / 180;
  return {
    anchor: [x, y, 0],
    right: [Math.cos(radians), 0, -Math.sin(radians)],
    up: [0, 1, 0],
    forward: [Math.sin(radians), 0, Math.cos(radians)],
    pixelsPerMm,
    yaw,
    pitch: 0,
    pupilDistanceMm: 62,
    faceWidthMm: 130,
  };
}

/** Where the frame's points are drawn for a pose (scene pixels). */
function drawnPoints(drawn: FacePose): number[][] {
  const m = frameTransform(drawn);
  return FRAME_POINTS.map(([x, y, z]) => [
    m[0]! * x + m[4]! * y + m[8]! * z + m[12]!,
    m[1]! * x + m[5]! * y + m[9]! * z + m[13]!,
  ]);
}

/** Deterministic noise within ±amplitude (a linear congruential generator). */
function noiseSource(amplitude: number) {
  let seed = 12345;
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return amplitude * ((seed / 2 ** 31) * 2 - 1);
  };
}

const yawOf = (drawn: FacePose) => (Math.asin(drawn.forward[0]) * 180) / Math.PI;

/** How far any point of the frame gets from where it was first drawn. */
function largestMove(drawn: number[][][]): number {
  const [first] = drawn;
  return Math.max(
    ...drawn.flatMap((points) =>
      points.map((point, index) =>
        Math.hypot(point[0]! - first![index]![0]!, point[1]! - first![index]![1]!),
      ),
    ),
  );
}

describe('PoseSmoother', () => {
  it("draws the still test face still once Human's box has settled (its real landmarks, 40 detections)", () => {
    const smoother = new PoseSmoother();
    const drawn = stillTestFace.detections.map(({ landmarks }, frame) => {
      const byIndex: Record<string, number[]> = landmarks;
      const mesh = Array.from({ length: 478 }, (_, index): Point3 => {
        const [x = 0, y = 0, z = 0] = byIndex[index] ?? [];
        return [x, y, z];
      });
      return drawnPoints(smoother.next(facePose(mesh)!, frame / RATE));
    });
    // Human's first detections move the iris scale by up to 5 %; from the second on nothing may move.
    expect(largestMove(drawn.slice(RATE))).toBeLessThan(0.1);
  });

  it('holds a still face whose whole-pixel landmarks wobble (anchor ±1 px, axes ±0.4°) within half a pixel', () => {
    const smoother = new PoseSmoother();
    const noise = noiseSource(1);
    const drawn = Array.from({ length: 20 * RATE }, (_, frame) =>
      drawnPoints(smoother.next(pose(320 + noise(), 240 + noise(), 7 + 0.4 * noise(), 3.4), frame / RATE)),
    );
    expect(largestMove(drawn.slice(5 * RATE))).toBeLessThan(0.5);
  });

  it('follows a head moving 200 px a second within 40 ms (34 ms), and settles within a pixel of it', () => {
    const smoother = new PoseSmoother();
    const x = (seconds: number) => 320 + 200 * Math.min(Math.max(seconds - 3, 0), 0.5);
    let drawn = 0;
    for (let frame = 0; frame <= 5 * RATE; frame += 1) {
      const seconds = frame / RATE;
      drawn = smoother.next(pose(x(seconds), 240, 0, 3.4), seconds).anchor[0];
      if (seconds === 3.5) expect((x(seconds) - drawn) / 200).toBeLessThan(0.04);
    }
    expect(Math.abs(420 - drawn)).toBeLessThan(1);
  });

  it('follows a head turning 60° a second within 70 ms (60 ms), and settles within half a degree', () => {
    const smoother = new PoseSmoother();
    const yaw = (seconds: number) => 60 * Math.min(Math.max(seconds - 3, 0), 0.5);
    let drawn = 0;
    for (let frame = 0; frame <= 5 * RATE; frame += 1) {
      const seconds = frame / RATE;
      drawn = yawOf(smoother.next(pose(320, 240, yaw(seconds), 3.4), seconds));
      if (seconds === 3.5) expect((yaw(seconds) - drawn) / 60).toBeLessThan(0.07);
    }
    expect(Math.abs(30 - drawn)).toBeLessThan(0.5);
  });

  it('keeps the scale of a head turned beyond measuring', () => {
    const smoother = new PoseSmoother();
    smoother.next(pose(320, 240, 0, 3.4), 0);
    expect(smoother.next(pose(320, 240, 40, 2), 0.1).pixelsPerMm).toBeCloseTo(3.4, 5);
  });

  it('starts again after reset', () => {
    const smoother = new PoseSmoother();
    smoother.next(pose(320, 240, 0, 3.4), 0);
    smoother.reset();
    expect(smoother.next(pose(100, 50, 0, 2), 1).anchor).toEqual([100, 50, 0]);
  });
});
