import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerPupilDistance, offerablePupilDistance, takePupilDistanceOffers } from './pupil-distance-offer';

describe('the PD offered to the lens configurator', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('reaches an open configurator at once', () => {
    const take = vi.fn();
    stop = takePupilDistanceOffers(take);
    expect(offerPupilDistance(63.5)).toBe(true);
    expect(take).toHaveBeenCalledWith(63.5);
  });

  it('waits for the configurator to open, and is taken once', () => {
    expect(offerPupilDistance(61)).toBe(true);
    const first = vi.fn();
    stop = takePupilDistanceOffers(first);
    expect(first).toHaveBeenCalledWith(61);
    stop();
    const second = vi.fn();
    stop = takePupilDistanceOffers(second);
    expect(second).not.toHaveBeenCalled();
  });

  it('offers only what the PD field can take: its range, to the half millimetre', () => {
    expect(offerablePupilDistance(50)).toBe(true);
    expect(offerablePupilDistance(80)).toBe(true);
    expect(offerablePupilDistance(49.5)).toBe(false);
    expect(offerablePupilDistance(80.5)).toBe(false);
    expect(offerablePupilDistance(62.3)).toBe(false);
    const take = vi.fn();
    stop = takePupilDistanceOffers(take);
    expect(offerPupilDistance(45)).toBe(false);
    expect(take).not.toHaveBeenCalled();
  });
});
