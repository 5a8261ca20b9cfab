import { describe, expect, it } from 'vitest';
import { fitAdvice, fitOf, roundedPupilDistance } from './fit-advice';

const sizes = [
  { size: 'S', totalWidth: 130 },
  { size: 'M', totalWidth: 138 },
  { size: 'L', totalWidth: 146 },
] as const;

describe('fitOf', () => {
  it('says narrow, fits or wide from the frame against the face width', () => {
    expect(fitOf(138, 140)).toBe('fits');
    expect(fitOf(138, 143)).toBe('fits');
    expect(fitOf(138, 144)).toBe('narrow');
    expect(fitOf(138, 132)).toBe('wide');
  });
});

describe('fitAdvice', () => {
  it('names the size that suits better', () => {
    expect(fitAdvice(sizes[1], sizes, 147)).toEqual({ fit: 'narrow', betterSize: 'L' });
    expect(fitAdvice(sizes[1], sizes, 129)).toEqual({ fit: 'wide', betterSize: 'S' });
  });

  it('names none when the frame fits or no other size is closer', () => {
    expect(fitAdvice(sizes[1], sizes, 139)).toEqual({ fit: 'fits' });
    expect(fitAdvice(sizes[2], sizes, 160)).toEqual({ fit: 'narrow' });
    expect(fitAdvice(sizes[1], [sizes[1]], 150)).toEqual({ fit: 'narrow' });
  });
});

describe('roundedPupilDistance', () => {
  it('rounds to the half millimetre', () => {
    expect(roundedPupilDistance(62.74)).toBe(62.5);
    expect(roundedPupilDistance(62.76)).toBe(63);
  });
});
