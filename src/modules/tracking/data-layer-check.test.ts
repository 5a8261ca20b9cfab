import { describe, expect, it } from 'vitest';
import { checkDataLayerEntry } from './data-layer-check';
import { toDataLayerEntries } from './track';

describe('checking a data-layer push for the tracking debug view', () => {
  it('finds what track() pushes valid, ecommerce items included', () => {
    const pushed = [
      ...toDataLayerEntries({ eventType: 'TOOLTIP_OPEN', category: 'frame_size' }),
      ...toDataLayerEntries({
        eventType: 'SEARCH',
        ecommerce: { searchTerm: 'aviator', searchType: 'freetext_search' },
      }),
      ...toDataLayerEntries({
        eventType: 'AB_TEST_VIEW',
        tool: 'DY',
        componentCategory: 'c',
        testName: 't',
        testVariation: 'B',
      }),
    ];
    expect(pushed.map(checkDataLayerEntry).map((check) => check.status)).toEqual([
      'valid',
      'other',
      'valid',
      'valid',
    ]);
  });

  it('names the problems of a push that does not fit its event', () => {
    expect(
      checkDataLayerEntry({
        event: 'ga4_event',
        event_name: 'search',
        ecommerce: { search_term: 'x', search_type: 'voice' },
      }),
    ).toMatchObject({
      status: 'invalid',
      eventName: 'search',
      problems: [expect.stringMatching(/^ecommerce\.searchType: /)],
    });
    expect(checkDataLayerEntry({ event: 'ga4_event', event_name: 'made_up' })).toEqual({
      status: 'invalid',
      eventName: 'made_up',
      problems: ['not an event of the catalogue'],
    });
  });

  it('calls the ecommerce reset and the tag manager’s own pushes other', () => {
    expect(checkDataLayerEntry({ ecommerce: null })).toEqual({ status: 'other', eventName: 'ecommerce' });
    expect(checkDataLayerEntry({ event: 'gtm.js', 'gtm.start': 1 })).toEqual({
      status: 'other',
      eventName: 'gtm.js',
    });
  });
});
