import { describe, expect, it } from 'vitest';
import { facePose, measurable } from './face-pose';
import { meshInPixels } from './face-tracker';
import testFace from './test-face-landmarks.json';

type Zoom = keyof typeof testFace.faces;

/** The test face's pose from the landmarks Human found on it at one of the bench's zooms. */
function poseAt(zoom: Zoom) {
  const { box, landmarks } = testFace.faces[zoom];
  const byIndex: Record<string, number[]> = landmarks;
  const mesh = Array.from({ length: 478 }, (_, index): [number, number, number] => {
    const [x = 0, y = 0, z = 0] = byIndex[index] ?? [];
    return [x, y, z];
  });
  return facePose(meshInPixels({ box: box as [number, number, number, number], mesh }))!;
}

describe('facePose on the landmarks Human finds on the test face', () => {
  it('faces the camera closely enough to measure', () => {
    expect(measurable(poseAt('1'))).toBe(true);
  });

  it('estimates an adult PD, not the 84 mm of an iris taken at its rim', () => {
    const { pupilDistanceMm } = poseAt('1');
    expect(pupilDistanceMm).toBeGreaterThan(56);
    expect(pupilDistanceMm).toBeLessThan(68);
  });

  it('keeps the PD within ±1.5 mm when the face is nearer (1.25×) or further (0.8×)', () => {
    const pupilDistances = (['0.8', '1', '1.25'] as const).map((zoom) => poseAt(zoom).pupilDistanceMm);
    expect(Math.max(...pupilDistances) - Math.min(...pupilDistances)).toBeLessThanOrEqual(3);
  });

  it('scales with the distance: the picture pixels per millimetre follow the zoom', () => {
    const atOne = poseAt('1').pixelsPerMm;
    expect(poseAt('0.8').pixelsPerMm / atOne).toBeCloseTo(0.8, 1);
    expect(poseAt('1.25').pixelsPerMm / atOne).toBeCloseTo(1.25, 1);
  });

  it('scales so the face keeps adult proportions: cheekbones 115–140 mm apart', () => {
    const { faceWidthMm } = poseAt('1');
    expect(faceWidthMm).toBeGreaterThan(115);
    expect(faceWidthMm).toBeLessThan(140);
  });
});
