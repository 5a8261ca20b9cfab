import { describe, expect, it } from 'vitest';
import { initialMapView } from './map-view';

const berlin = { lat: 52.52, lng: 13.405 };

describe('where the map opens', () => {
  it('on the area of the URL exactly, whatever was searched', () => {
    const area = { west: 12.9, south: 52.3, east: 13.9, north: 52.7 };
    expect(initialMapView({ area, point: berlin, shown: [{ lat: 48, lng: 11 }] })).toEqual({
      box: area,
      exact: true,
    });
  });

  it('around the searched place and what the list shows', () => {
    expect(initialMapView({ point: berlin, shown: [{ lat: 52.39, lng: 13.065 }] })).toEqual({
      box: { west: 13.065, south: 52.39, east: 13.405, north: 52.52 },
      exact: false,
    });
  });

  it('around a place without results, so that zooming out finds the nearest', () => {
    const { box } = initialMapView({ point: berlin, shown: [] });
    expect(box.west).toBeCloseTo(13.155);
    expect(box.north).toBeCloseTo(52.77);
  });

  it('over Europe when there is nothing to show', () => {
    expect(initialMapView({ shown: [] }).box).toEqual({ west: -12, south: 35, east: 32, north: 71 });
  });
});
