import { describe, expect, it } from 'vitest';
import { haversineKm, sortByDistance } from './distance';

const BERLIN = { lat: 52.52, lng: 13.405 };
const MUNICH = { lat: 48.1374, lng: 11.5755 };

describe('distance', () => {
  it('measures great-circle distances', () => {
    expect(haversineKm(BERLIN, MUNICH)).toBeCloseTo(504, 0);
    expect(haversineKm(BERLIN, BERLIN)).toBe(0);
  });

  it('sorts opticians nearest first with their distance, leaving the input as it was', () => {
    const opticians = [
      { id: 'munich', latitude: 48.1374, longitude: 11.5755 },
      { id: 'potsdam', latitude: 52.3906, longitude: 13.0645 },
      { id: 'berlin', latitude: 52.5219, longitude: 13.4132 },
    ];
    const sorted = sortByDistance(opticians, BERLIN);
    expect(sorted.map((optician) => optician.id)).toEqual(['berlin', 'potsdam', 'munich']);
    expect(sorted[0]!.distanceKm).toBeLessThan(1);
    expect(sorted[1]!.distanceKm).toBeCloseTo(27, 0);
    expect(opticians.map((optician) => optician.id)).toEqual(['munich', 'potsdam', 'berlin']);
  });
});
