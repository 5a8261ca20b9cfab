import { describe, expect, it } from 'vitest';
import { expectedBannersOf } from './expected-top-banner';
import { testCampaign as campaign } from '../engine/test-campaign';

const now = new Date('2026-11-24T12:00:00Z');
const onHome = { country: 'de', pathname: '/', now };

describe('the top banners a page expects', () => {
  it('are the variations of the running campaign of the highest priority for the country and page', () => {
    const campaigns = [
      campaign({ id: '1', priority: 1 }),
      campaign({
        id: '2',
        priority: 5,
        variations: [
          { id: 'a', name: 'A', weight: 20, data: { text: 'light' } },
          { id: 'b', name: 'B', weight: 80, data: { text: 'heavy', buttonText: 'Go' } },
        ],
      }),
      campaign({ id: '3', priority: 9, targeting: { countries: ['at'], pages: [], audience: 'all' } }),
      campaign({ id: '4', priority: 9, endsAt: '2026-11-24T11:00:00Z' }),
      campaign({ id: '5', priority: 9, startsAt: '2026-11-25T00:00:00Z' }),
      campaign({ id: '6', priority: 9, slot: 'PRODUCT_RECOMMENDATION_ONE' }),
    ];
    expect(expectedBannersOf(campaigns, onHome)).toEqual([
      { text: 'light' },
      { text: 'heavy', buttonText: 'Go' },
    ]);
  });

  it('follows page and address targeting, so other pages expect their own campaign', () => {
    const campaigns = [
      campaign({
        id: 'home',
        priority: 5,
        targeting: { countries: [], pages: ['HOMEPAGE'], audience: 'all' },
      }),
      campaign({
        id: 'stores',
        priority: 3,
        targeting: { countries: [], pages: [], urlPattern: '/stores*', audience: 'all' },
      }),
      campaign({ id: 'any', priority: 1 }),
    ];
    expect(expectedBannersOf(campaigns, onHome)).toEqual([{ text: 'banner home' }]);
    expect(expectedBannersOf(campaigns, { ...onHome, pathname: '/stores' })).toEqual([
      { text: 'banner stores' },
    ]);
    expect(expectedBannersOf(campaigns, { ...onHome, pathname: '/cart' })).toEqual([{ text: 'banner any' }]);
  });

  it('carries the text reduced to the banner tags, as the choice would', () => {
    const campaigns = [
      campaign({
        id: '1',
        variations: [{ id: 'v', name: 'V', weight: 1, data: { text: '<b>Sale</b><script>x()</script>' } }],
      }),
    ];
    expect(expectedBannersOf(campaigns, onHome)).toEqual([{ text: '<b>Sale</b>' }]);
  });

  it('are none when no campaign runs, and leave out variations without text', () => {
    expect(expectedBannersOf([], onHome)).toEqual([]);
    const textless = campaign({ id: '1', variations: [{ id: 'v', name: 'V', weight: 1, data: {} }] });
    expect(expectedBannersOf([textless], onHome)).toEqual([]);
  });
});
