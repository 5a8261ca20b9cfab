import { describe, expect, it } from 'vitest';
import { formatBoundingBox, opticiansInArea, parseBoundingBox } from './area';
import { optician } from './optician-fixture';

const none = { services: [], tags: [] };
/** Around Berlin: Potsdam and Spandau inside, Hamburg outside. */
const berlinArea = { west: 12.9, south: 52.3, east: 13.9, north: 52.7 };
const opticians = [
  optician('potsdam', 52.39, 13.065, { tags: ['onlineBooking'] }),
  optician('hamburg', 53.55, 9.99),
  optician('mitte', 52.5, 13.4, { services: ['contactLensFitting'] }),
  optician('spandau', 52.535, 13.2, { tags: ['onlineBooking'] }),
];

describe('the map area', () => {
  it('reads west,south,east,north and refuses anything else', () => {
    expect(parseBoundingBox('12.9,52.3,13.9,52.7')).toEqual(berlinArea);
    expect(parseBoundingBox(' -8.5, 36 ,3.3,43.8')).toEqual({
      west: -8.5,
      south: 36,
      east: 3.3,
      north: 43.8,
    });
    for (const bad of [
      null,
      '',
      '12.9,52.3,13.9',
      '12.9,52.3,13.9,52.7,1',
      '13.9,52.3,12.9,52.7', // west east of east (no antimeridian crossing)
      '12.9,52.7,13.9,52.3', // south north of north
      '12.9,52.3,181,52.7',
      '12.9,-91,13.9,52.7',
      'a,b,c,d',
      '1e2,52.3,13.9,52.7',
      'NaN,52.3,13.9,52.7',
    ]) {
      expect(parseBoundingBox(bad), String(bad)).toBeUndefined();
    }
  });

  it('keeps the box in the URL to five decimals, read back the same', () => {
    const box = { west: 13.123456789, south: 52.3, east: 13.9, north: 52.700001 };
    expect(formatBoundingBox(box)).toBe('13.12346,52.3,13.9,52.7');
    expect(parseBoundingBox(formatBoundingBox(berlinArea))).toEqual(berlinArea);
  });
});

describe('opticians in the area', () => {
  it('answers only the opticians inside the box, nearest to its centre first', () => {
    const area = opticiansInArea({ opticians, box: berlinArea, filters: none });
    expect(area.results.map(({ id }) => id)).toEqual(['mitte', 'spandau', 'potsdam']);
    expect(area.total).toBe(3);
    const distances = area.results.map(({ distanceKm }) => distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('applies the finder’s filters', () => {
    const area = opticiansInArea({
      opticians,
      box: berlinArea,
      filters: { services: [], tags: ['onlineBooking'] },
    });
    expect(area.results.map(({ id }) => id)).toEqual(['spandau', 'potsdam']);
  });

  it('counts every optician of the area whatever the page, however close they stand', () => {
    // 45 opticians on one spot: a map shows them as one cluster, the count is still 45
    const crowd = Array.from({ length: 45 }, (_, index) => optician(`crowd-${index}`, 52.5, 13.4));
    const first = opticiansInArea({ opticians: crowd, box: berlinArea, filters: none, pageSize: 20 });
    const last = opticiansInArea({ opticians: crowd, box: berlinArea, filters: none, page: 3, pageSize: 20 });
    expect([first.total, first.pageCount, first.results.length]).toEqual([45, 3, 20]);
    expect([last.total, last.page, last.results.length]).toEqual([45, 3, 5]);
    const beyond = opticiansInArea({ opticians: crowd, box: berlinArea, filters: none, page: 4 });
    expect([beyond.total, beyond.results]).toEqual([45, []]);
  });

  it('finds nobody in an empty area', () => {
    const sea = { west: 5, south: 55, east: 6, north: 56 };
    expect(opticiansInArea({ opticians, box: sea, filters: none })).toEqual({
      total: 0,
      page: 1,
      pageCount: 1,
      results: [],
    });
  });
});
