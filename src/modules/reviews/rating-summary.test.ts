import { describe, expect, it } from 'vitest';
import { summariseRatings } from './rating-summary';

describe('rating summary', () => {
  it('counts, averages to one decimal and distributes by star value', () => {
    expect(summariseRatings([5, 5, 4, 3, 1, 5])).toEqual({
      count: 6,
      average: 3.8,
      distribution: { 5: 3, 4: 1, 3: 1, 2: 0, 1: 1 },
    });
  });

  it('is empty without reviews and ignores ratings outside 1–5', () => {
    expect(summariseRatings([])).toEqual({
      count: 0,
      average: 0,
      distribution: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 },
    });
    expect(summariseRatings([0, 6, 2.5, 4]).count).toBe(1);
  });
});
