import { describe, expect, it } from 'vitest';
import { aggregateDay, p75, type RawBeacon } from './aggregation';

const vital = (overrides: Partial<RawBeacon>): RawBeacon => ({
  kind: 'vital',
  storefront: 'de',
  pageType: 'PRODUCT',
  page: '/p/pg/100600',
  browser: 'Chrome 131',
  metric: 'LCP',
  value: 1000,
  ...overrides,
});

describe('p75', () => {
  it('is the nearest-rank 75th percentile', () => {
    expect(p75([])).toBeUndefined();
    expect(p75([7])).toBe(7);
    expect(p75([4, 1, 3, 2])).toBe(3);
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toBe(8);
    expect(p75(Array.from({ length: 100 }, (_, index) => 100 - index))).toBe(75);
  });
});

describe('a day’s aggregation', () => {
  it('gives the p75 per storefront, page type and vital with its count', () => {
    const beacons = [
      ...[900, 1200, 2600, 3100].map((value) => vital({ value })),
      vital({ value: 4000, storefront: 'at' }),
      vital({ metric: 'CLS', value: 0.12345 }),
      vital({ pageType: 'HOMEPAGE', page: '/', value: 800 }),
    ];
    const { vitals } = aggregateDay(beacons);
    expect(vitals).toEqual(
      expect.arrayContaining([
        { storefront: 'de', pageType: 'PRODUCT', metric: 'LCP', p75: 2600, count: 4 },
        { storefront: 'at', pageType: 'PRODUCT', metric: 'LCP', p75: 4000, count: 1 },
        { storefront: 'de', pageType: 'PRODUCT', metric: 'CLS', p75: 0.123, count: 1 },
        { storefront: 'de', pageType: 'HOMEPAGE', metric: 'LCP', p75: 800, count: 1 },
      ]),
    );
    expect(vitals).toHaveLength(4);
  });

  it('counts errors by storefront, message, page and browser', () => {
    const error = (browser: string): RawBeacon => ({
      kind: 'error',
      storefront: 'de',
      pageType: 'CART',
      page: '/cart',
      browser,
      message: 'TypeError: x is undefined',
    });
    const { errors, vitals } = aggregateDay([error('Chrome 131'), error('Chrome 131'), error('Firefox 133')]);
    expect(vitals).toEqual([]);
    expect(errors).toEqual([
      {
        storefront: 'de',
        message: 'TypeError: x is undefined',
        page: '/cart',
        browser: 'Chrome 131',
        count: 2,
      },
      {
        storefront: 'de',
        message: 'TypeError: x is undefined',
        page: '/cart',
        browser: 'Firefox 133',
        count: 1,
      },
    ]);
  });
});
