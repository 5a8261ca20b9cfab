import { describe, expect, it } from 'vitest';
import {
  facePose,
  frameTransform,
  IRIS_DIAMETER_MM,
  measurable,
  VISIBLE_IRIS_PER_RIM,
  type Point3,
} from './face-pose';

/** Points of a face in millimetres (x to the picture's right, y up, z out of the face). */
const FACE_MM: Record<number, [number, number, number]> = {
  33: [-45, 0, -5],
  263: [45, 0, -5],
  10: [0, 70, 0],
  152: [0, -110, 0],
  168: [0, 0, 10],
  234: [-70, -15, -30],
  454: [70, -15, -30],
};
const PD_MM = 62;
for (const [centre, x] of [
  [468, -PD_MM / 2],
  [473, PD_MM / 2],
] as const) {
  // Human's iris rim, which falls short of the visible iris.
  const r = IRIS_DIAMETER_MM / VISIBLE_IRIS_PER_RIM / 2;
  FACE_MM[centre] = [x, 0, 5];
  FACE_MM[centre + 1] = [x + r, 0, 5];
  FACE_MM[centre + 2] = [x, r, 5];
  FACE_MM[centre + 3] = [x - r, 0, 5];
  FACE_MM[centre + 4] = [x, -r, 5];
}

/** The mesh a face at `pixelsPerMm`, turned by `yawDegrees`, centred at (cx, cy) would give, as Human gives it. */
function mesh(pixelsPerMm: number, yawDegrees = 0, [cx, cy] = [320, 240]): Point3[] {
  const yaw = (yawDegrees * Math.PI) / 180;
  return Array.from({ length: 478 }, (_, index): Point3 => {
    const [x, y, z] = FACE_MM[index] ?? [0, 0, 0];
    const turnedX = x * Math.cos(yaw) + z * Math.sin(yaw);
    const turnedZ = -x * Math.sin(yaw) + z * Math.cos(yaw);
    // Picture coordinates: y down, depth away from the camera.
    return [cx + turnedX * pixelsPerMm, cy - y * pixelsPerMm, -turnedZ * pixelsPerMm];
  });
}

describe('facePose', () => {
  it('scales from both irises and measures PD and face width in millimetres', () => {
    const pose = facePose(mesh(4))!;
    expect(pose.pixelsPerMm).toBeCloseTo(4, 6);
    expect(pose.pupilDistanceMm).toBeCloseTo(PD_MM, 6);
    expect(pose.faceWidthMm).toBeCloseTo(140, 6);
    expect(pose.yaw).toBeCloseTo(0, 6);
    expect(pose.anchor[0]).toBeCloseTo(320, 6);
    expect(pose.anchor[1]).toBeCloseTo(-240, 6);
  });

  it('gives the same PD whatever the distance from the camera', () => {
    for (const pixelsPerMm of [4 * 0.8, 4 * 1.25]) {
      expect(facePose(mesh(pixelsPerMm))!.pupilDistanceMm).toBeCloseTo(PD_MM, 6);
    }
  });

  it('follows a turned head: yaw, axes, and a scale that the turn does not shrink', () => {
    const pose = facePose(mesh(4, 20))!;
    expect(pose.yaw).toBeCloseTo(20, 4);
    expect(pose.right[0]).toBeCloseTo(Math.cos((20 * Math.PI) / 180), 6);
    expect(pose.pixelsPerMm).toBeCloseTo(4, 4);
    expect(measurable(pose)).toBe(true);
    expect(measurable(facePose(mesh(4, 35))!)).toBe(false);
  });

  it('has no pose without the refined irises', () => {
    expect(facePose(mesh(4).slice(0, 468))).toBeUndefined();
  });
});

describe('frameTransform', () => {
  const apply = (matrix: number[], [x, y, z]: [number, number, number]) =>
    [0, 1, 2].map(
      (row) => matrix[row]! * x + matrix[4 + row]! * y + matrix[8 + row]! * z + matrix[12 + row]!,
    );

  it('puts the frame centre on the anchor and its 138 mm at 138 mm of the face', () => {
    const pose = facePose(mesh(4))!;
    const matrix = frameTransform(pose);
    const [left, right] = [apply(matrix, [-69, 0, 0]), apply(matrix, [69, 0, 0])];
    expect(right[0]! - left[0]!).toBeCloseTo(138 * 4, 6);
    expect(apply(matrix, [0, 0, 0])).toEqual(pose.anchor);
  });

  it('turns the temples (−z) away from the camera with the head', () => {
    const matrix = frameTransform(facePose(mesh(4, 20))!);
    const hinge = apply(matrix, [69, 0, 0]);
    const templeEnd = apply(matrix, [69, 0, -100]);
    expect(templeEnd[2]).toBeLessThan(hinge[2]!);
    expect(templeEnd[0]).toBeLessThan(hinge[0]!); // a head turned to the right shows its temples to the left
  });
});
