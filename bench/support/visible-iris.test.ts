import { describe, expect, it } from 'vitest';
import { visibleIris, type IrisRow } from './visible-iris';

const width = (row: IrisRow) => {
  const edges = visibleIris(row);
  return edges && edges.right - edges.left;
};

/**
 * A row through an eye: skin, sclera, an iris from `left` to `right`, sclera, skin. Pixel i covers i ± 0.5
 * and blends what it covers, as a camera's pixel does.
 */
function eyeRow(left: number, right: number, { sclera = 200, iris = 60, skin = 150 } = {}) {
  return Array.from({ length: 60 }, (_, pixel) => {
    if (pixel < 5 || pixel > 54) return skin;
    const covered = Math.max(0, Math.min(pixel + 0.5, right) - Math.max(pixel - 0.5, left));
    return sclera + (iris - sclera) * covered;
  });
}

describe('visibleIris', () => {
  it('finds both edges of the iris within a sixth of a pixel', () => {
    const brightness = eyeRow(20.3, 38.7);
    const edges = visibleIris({ brightness, centre: 29, corners: [5, 54], rimRadius: 6.5 });
    expect(Math.abs(edges!.left - 20.3)).toBeLessThan(0.15);
    expect(Math.abs(edges!.right - 38.7)).toBeLessThan(0.15);
  });

  it('is not misled by a catchlight in the iris', () => {
    const brightness = eyeRow(20, 38);
    brightness[32] = 250;
    expect(width({ brightness, centre: 29, corners: [5, 54], rimRadius: 6.5 })).toBeCloseTo(18, 0);
  });

  it('gives nothing when no white shows beside the iris (lids, shadow)', () => {
    const brightness = eyeRow(20, 38, { sclera: 80 });
    expect(visibleIris({ brightness, centre: 29, corners: [5, 54], rimRadius: 6.5 })).toBeUndefined();
  });
});
