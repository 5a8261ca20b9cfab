import { describe, expect, it } from 'vitest';
import { calibratedCpuSlowdown } from './cpu-calibration';

describe('calibratedCpuSlowdown', () => {
  it('keeps Lighthouse’s 4× for a high-end desktop host', () => {
    expect(calibratedCpuSlowdown(1533)).toBeCloseTo(4, 2);
    expect(calibratedCpuSlowdown(2000)).toBeCloseTo(6, 2);
  });

  it('slows a weaker host less, along the throttling guide’s points', () => {
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(475)).toBe(1.5);
  });

  it('does not speed up a host slower than the emulated phone', () => {
    expect(calibratedCpuSlowdown(150)).toBe(1);
    expect(calibratedCpuSlowdown(90)).toBe(1);
  });
});
