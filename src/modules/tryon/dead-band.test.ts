import { describe, expect, it } from 'vitest';
import { DeadBand } from './dead-band';

describe('DeadBand', () => {
  it('takes the first value as it is', () => {
    expect(new DeadBand().next([3, 4], 1)).toEqual([3, 4]);
  });

  it('holds while the value stays within the band', () => {
    const band = new DeadBand();
    band.next([0, 0], 0.5);
    expect(band.next([0.3, -0.3], 0.5)).toEqual([0, 0]);
    expect(band.next([-0.2, 0.4], 0.5)).toEqual([0, 0]);
  });

  it('follows a value beyond the band at the band’s distance, in its direction', () => {
    const band = new DeadBand();
    band.next([0, 0], 0.5);
    const [x, y] = band.next([3, 4], 0.5);
    expect(x).toBeCloseTo(2.7, 10);
    expect(y).toBeCloseTo(3.6, 10);
  });

  it('starts again after reset', () => {
    const band = new DeadBand();
    band.next([0, 0], 0.5);
    band.reset();
    expect(band.next([0.1, 0.1], 0.5)).toEqual([0.1, 0.1]);
  });
});
