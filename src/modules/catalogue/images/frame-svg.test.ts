import { describe, expect, it } from 'vitest';
import { FRAME_COLOURS, FRAME_COLOUR_NAMES, FRAME_SHAPES, LENS_TINTS, LENS_TINT_NAMES } from '../constants';
import { FRAME_MEASUREMENT_RANGES, frontLayout, type FrameDrawing } from './frame-layout';
import { lensOutlineData } from './frame-shapes';
import { FRAME_VIEWS, frameSvg } from './frame-svg';
import { svgProblem } from './svg-check';

const base: FrameDrawing = {
  shape: 'rectangular',
  material: 'acetate',
  colour: 'black',
  lensWidth: 52,
  lensHeight: 38,
  bridge: 18,
  templeLength: 145,
  totalWidth: 138,
};

/** Horizontal extent of everything drawn with path data (all pairs are x y in these drawings). */
function drawnXs(svg: string): { min: number; max: number } {
  const xs: number[] = [];
  for (const [, d = ''] of svg.matchAll(/ d="([^"]*)"/g)) {
    const numbers = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
    numbers.forEach((n, i) => i % 2 === 0 && xs.push(n));
  }
  return { min: Math.min(...xs), max: Math.max(...xs) };
}

function lensClipWidth(svg: string, index: 0 | 1): number {
  const d = new RegExp(`<clipPath id="lens${index}"><path d="([^"]*)"`).exec(svg)?.[1] ?? '';
  const { min, max } = drawnXs(` d="${d}"`);
  return max - min;
}

describe('frameSvg', () => {
  it('produces a well-formed standalone SVG document for every shape and view', () => {
    for (const shape of FRAME_SHAPES) {
      for (const view of FRAME_VIEWS) {
        const svg = frameSvg({ ...base, shape }, view);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 400"')).toBe(true);
        expect(svgProblem(svg)).toBeNull();
        expect(svg).not.toMatch(/NaN|Infinity|undefined|\d\.\d\d/);
      }
    }
  });

  it('draws the frame in its colour', () => {
    for (const colour of FRAME_COLOUR_NAMES) {
      for (const view of FRAME_VIEWS) {
        expect(frameSvg({ ...base, colour }, view)).toContain(FRAME_COLOURS[colour]);
      }
    }
  });

  it('tints the lenses only for sunglasses', () => {
    const tintHexes = Object.values(LENS_TINTS);
    for (const view of FRAME_VIEWS) {
      const clear = frameSvg(base, view);
      for (const hex of tintHexes) expect(clear).not.toContain(hex);
      for (const tint of LENS_TINT_NAMES)
        expect(frameSvg({ ...base, tint }, view)).toContain(LENS_TINTS[tint]);
    }
  });

  it('gives every shape its own lens outline and image', () => {
    const outlines = new Set(FRAME_SHAPES.map((shape) => lensOutlineData(shape, 52, 40)));
    expect(outlines.size).toBe(FRAME_SHAPES.length);
    const images = new Set(FRAME_SHAPES.map((shape) => frameSvg({ ...base, shape }, 'front')));
    expect(images.size).toBe(FRAME_SHAPES.length);
  });

  it('draws a wider frame for a wider total width, at one scale', () => {
    const narrow = { ...base, lensWidth: 48, totalWidth: 124 };
    const wide = { ...base, lensWidth: 56, totalWidth: 150 };
    const [a, b] = [frontLayout(narrow), frontLayout(wide)];
    expect(b.scale).toBe(a.scale);
    expect(a.frameRight - a.frameLeft).toBeCloseTo(124 * a.scale);
    expect(b.frameRight - b.frameLeft).toBeCloseTo(150 * b.scale);
    expect(b.lensWidth).toBeGreaterThan(a.lensWidth);

    const drawnNarrow = drawnXs(frameSvg(narrow, 'front'));
    const drawnWide = drawnXs(frameSvg(wide, 'front'));
    expect(drawnWide.max - drawnWide.min).toBeGreaterThan(drawnNarrow.max - drawnNarrow.min + 100);
    expect(drawnNarrow.min).toBeGreaterThanOrEqual(a.frameLeft - 1);
    expect(drawnNarrow.max).toBeLessThanOrEqual(a.frameRight + 1);
  });

  it('lays the front out symmetrically, lenses either side of the bridge', () => {
    const layout = frontLayout(base);
    const [left, right] = layout.lensCentres;
    expect(400 - left).toBeCloseTo(right - 400);
    expect(right - left - layout.lensWidth).toBeCloseTo(layout.bridge);
    expect(layout.frameLeft).toBeGreaterThan(0);
    expect(layout.frameRight).toBeLessThan(800);
  });

  it('shows a longer temple as a longer arm in the side view', () => {
    const short = drawnXs(frameSvg({ ...base, templeLength: 135 }, 'side'));
    const long = drawnXs(frameSvg({ ...base, templeLength: 150 }, 'side'));
    expect(long.max - long.min).toBeGreaterThan(short.max - short.min + 50);
  });

  it('draws the far lens narrower than the near one in the three-quarter view', () => {
    const svg = frameSvg(base, 'threeQuarter');
    expect(lensClipWidth(svg, 0)).toBeLessThan(lensClipWidth(svg, 1) * 0.95);
    const front = frameSvg(base, 'front');
    expect(lensClipWidth(front, 0)).toBeCloseTo(lensClipWidth(front, 1), 0);
  });

  it('keeps every view inside the image', () => {
    const extremes: FrameDrawing[] = [
      {
        ...base,
        shape: 'butterfly',
        lensWidth: 58,
        lensHeight: 52,
        bridge: 22,
        totalWidth: 150,
        templeLength: 150,
      },
      {
        ...base,
        shape: 'catEye',
        lensWidth: 44,
        lensHeight: 30,
        bridge: 14,
        totalWidth: 124,
        templeLength: 135,
      },
      { ...base, shape: 'aviator', material: 'metal', lensWidth: 58, lensHeight: 52, totalWidth: 150 },
    ];
    for (const drawing of extremes) {
      for (const view of FRAME_VIEWS) {
        const { min, max } = drawnXs(frameSvg(drawing, view));
        expect(min).toBeGreaterThan(0);
        expect(max).toBeLessThan(800);
      }
    }
  });

  it('is deterministic', () => {
    for (const view of FRAME_VIEWS) {
      expect(frameSvg({ ...base, tint: 'gradientGrey' }, view)).toBe(
        frameSvg({ ...base, tint: 'gradientGrey' }, view),
      );
    }
  });

  it('rejects measurements outside their ranges, and unknown values', () => {
    for (const [name, [min, max]] of Object.entries(FRAME_MEASUREMENT_RANGES)) {
      for (const value of [min - 0.1, max + 0.1, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(() => frameSvg({ ...base, [name]: value }, 'front')).toThrow(RangeError);
        expect(() => frontLayout({ ...base, [name]: value })).toThrow(new RegExp(name));
      }
      expect(() => frameSvg({ ...base, [name]: min }, 'front')).not.toThrow();
      expect(() => frameSvg({ ...base, [name]: max }, 'front')).not.toThrow();
    }
    const invalid = [
      { ...base, shape: 'heart' },
      { ...base, material: 'wood' },
      { ...base, colour: 'purple' },
      { ...base, tint: 'rose' },
    ] as unknown as FrameDrawing[];
    for (const drawing of invalid) expect(() => frameSvg(drawing, 'front')).toThrow(RangeError);
    expect(() => frameSvg(base, 'top' as 'front')).toThrow(RangeError);
  });
});
