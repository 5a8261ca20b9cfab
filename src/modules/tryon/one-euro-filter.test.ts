import { describe, expect, it } from 'vitest';
import { OneEuroFilter, OneEuroVectorFilter } from './one-euro-filter';
import { POSITION_SMOOTHING, SCALE_SMOOTHING } from './tryon-constants';

const settings = { minCutoff: 0.3, beta: 0.02, derivativeCutoff: 1 };

/** Deterministic white noise within ±amplitude (a linear congruential generator). */
function noiseSource(amplitude: number) {
  let seed = 12345;
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return amplitude * ((seed / 2 ** 31) * 2 - 1);
  };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const deviation = (values: number[]) => Math.sqrt(mean(values.map((value) => (value - mean(values)) ** 2)));

describe('OneEuroFilter', () => {
  it('takes the first sample as it is', () => {
    expect(new OneEuroFilter(settings).next(42, 0)).toBe(42);
  });

  it('keeps a still value still: the noise around it shrinks to under 40 %', () => {
    const filter = new OneEuroFilter(settings);
    const noise = noiseSource(1);
    const input: number[] = [];
    const output: number[] = [];
    for (let i = 0; i < 200; i++) {
      input.push(200 + noise());
      output.push(filter.next(input[i]!, i / 8));
    }
    expect(deviation(output.slice(40))).toBeLessThan(0.4 * deviation(input.slice(40)));
    expect(Math.abs(mean(output.slice(40)) - 200)).toBeLessThan(0.2);
  });

  it('follows a fast move with little lag', () => {
    const filter = new OneEuroFilter(settings);
    let last = 0;
    for (let i = 0; i <= 16; i++) last = filter.next(i * 20, i / 8); // 160 px a second for 2 s
    expect(320 - last).toBeLessThan(40);
  });

  it("with the scale's warm-up, reaches where the first samples settle, which the slow cut-off alone does not", () => {
    const { warmUp, ...slowSettings } = SCALE_SMOOTHING;
    expect(warmUp).toBeDefined();
    // The test face's first iris scale 4 % off (px/mm), then settled, ten a second for 2 s.
    const samples = [1.93, ...Array.from({ length: 20 }, () => 1.86)];
    const [warm, slow] = [SCALE_SMOOTHING, slowSettings].map((filterSettings) => {
      const filter = new OneEuroFilter(filterSettings);
      return samples.map((sample, i) => filter.next(sample, i / 10)).at(-1)!;
    });
    expect(Math.abs(warm! - 1.86) / 1.86).toBeLessThan(0.0005);
    expect(Math.abs(slow! - 1.86) / 1.86).toBeGreaterThan(0.005);
  });

  it('ignores a sample older than the last one', () => {
    const filter = new OneEuroFilter(settings);
    filter.next(10, 1);
    expect(filter.next(500, 0.5)).toBe(10);
  });

  it('starts again after reset', () => {
    const filter = new OneEuroFilter(settings);
    filter.next(10, 1);
    filter.reset();
    expect(filter.next(99, 2)).toBe(99);
  });
});

describe("the try-on's position smoothing", () => {
  /** The anchor of a face tracked 12 times a second: Human's whole-pixel landmarks wobble by up to 1 px. */
  const tracked = (position: (seconds: number) => number) => {
    const filter = new OneEuroFilter(POSITION_SMOOTHING);
    const noise = noiseSource(1);
    return Array.from({ length: 240 }, (_, i) => filter.next(position(i / 12) + noise(), i / 12));
  };

  it("holds a still face's frame within a quarter pixel (the goal is 0.5 px)", () => {
    expect(deviation(tracked(() => 240).slice(60))).toBeLessThan(0.25);
  });

  it('keeps up with a head moving 100 px a second: under 6 px behind after a second', () => {
    const drawn = tracked((seconds) => 240 + 100 * Math.min(seconds, 1));
    expect(340 - drawn[12]!).toBeLessThan(6);
  });
});

describe('OneEuroVectorFilter', () => {
  it('filters each component on its own', () => {
    const filter = new OneEuroVectorFilter(2, settings);
    expect(filter.next([1, 2], 0)).toEqual([1, 2]);
    const [x, y] = filter.next([11, 2], 0.1);
    expect(x).toBeGreaterThan(1);
    expect(x).toBeLessThan(11);
    expect(y).toBe(2);
  });
});
