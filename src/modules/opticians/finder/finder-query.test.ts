import { describe, expect, it } from 'vitest';
import { filterOptions, parseFinderQuery } from './finder-query';

describe('finder URL state', () => {
  it('reads a text search and the filters, dropping unknown filter values', () => {
    expect(
      parseFinderQuery(
        { q: '  10115 Berlin ', service: ['contactLensFitting', 'nonsense'], tag: 'onlineBooking' },
        'de',
      ),
    ).toEqual({
      query: '10115 Berlin',
      search: { query: '10115 Berlin' },
      filters: { services: ['contactLensFitting'], tags: ['onlineBooking'] },
    });
  });

  it('reads a position only when both coordinates are numbers in range', () => {
    expect(parseFinderQuery({ lat: '48.2', lng: '16.37' }, 'at').search).toEqual({
      point: { lat: 48.2, lng: 16.37 },
    });
    expect(parseFinderQuery({ lat: '95', lng: '16' }, 'at').search).toBeUndefined();
    expect(parseFinderQuery({ lat: 'x', lng: '16' }, 'at').search).toBeUndefined();
    expect(parseFinderQuery({}, 'at').search).toBeUndefined();
  });

  it('offers the eye health check on the German storefront only', () => {
    expect(filterOptions('de').services).toContain('eyeHealthCheck');
    expect(filterOptions('de').tags).not.toContain('eyeHealthCheck');
    expect(filterOptions('at').services).not.toContain('eyeHealthCheck');
    expect(filterOptions('at').tags).not.toContain('eyeHealthCheck');
    expect(parseFinderQuery({ tag: 'eyeHealthCheck' }, 'ch').filters.tags).toEqual([]);
  });

  it('keeps the map’s area beside the search when it is a valid box, and ignores a broken one', () => {
    expect(parseFinderQuery({ q: 'Berlin', bbox: '12.9,52.3,13.9,52.7' }, 'de')).toMatchObject({
      search: { query: 'Berlin' },
      area: { west: 12.9, south: 52.3, east: 13.9, north: 52.7 },
    });
    expect(parseFinderQuery({ bbox: '13.9,52.3,12.9' }, 'de').area).toBeUndefined();
  });

  it('caps the query length', () => {
    expect(parseFinderQuery({ q: 'a'.repeat(500) }, 'de').query).toHaveLength(100);
  });
});
