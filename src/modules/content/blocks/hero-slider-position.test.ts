import { describe, expect, it } from 'vitest';
import { settledSlideAt, turnedSlide } from './hero-slider-position';

describe('the hero slider’s position', () => {
  it('turns round the end in both directions', () => {
    expect(turnedSlide(0, 1, 3)).toBe(1);
    expect(turnedSlide(2, 1, 3)).toBe(0);
    expect(turnedSlide(0, -1, 3)).toBe(2);
  });

  it('takes the slide a swipe snapped to', () => {
    expect(settledSlideAt(0, 400, 3)).toBe(0);
    expect(settledSlideAt(400, 400, 3)).toBe(1);
    expect(settledSlideAt(799.5, 400, 3)).toBe(2);
  });

  it('takes no slide while the track rests between two, or has no width yet', () => {
    expect(settledSlideAt(590, 400, 3)).toBeUndefined();
    expect(settledSlideAt(0, 0, 3)).toBeUndefined();
  });
});
