import { describe, expect, it } from 'vitest';
import { afterView, recommend, type RecommendationSources } from './recommendations';

const sources = (overrides: Partial<RecommendationSources> = {}): RecommendationSources => ({
  bestsellers: async () => ['b1', 'b2'],
  popular: async () => ['b2', 'p1', 'p2'],
  similar: async (id) => [`${id}-like-1`, `${id}-like-2`, id],
  recentlyViewed: async () => ['r1', 'r2'],
  existing: async (ids) => ids.filter((id) => id !== 'gone'),
  ...overrides,
});
const request = { country: 'de', locale: 'de-DE', visitorId: 'v1' };

describe('recommendation strategies', () => {
  it('popular in the country: bestsellers first, filled up by popularity, without repeats or the viewed product', async () => {
    expect(await recommend(sources(), { ...request, strategy: 'popularInCountry' })).toEqual([
      'b1',
      'b2',
      'p1',
      'p2',
    ]);
    expect(
      await recommend(sources(), { ...request, strategy: 'popularInCountry', viewedProductId: 'b2' }),
    ).toEqual(['b1', 'p1', 'p2']);
  });

  it('similar to the product viewed, else to the last one viewed, else nothing', async () => {
    expect(
      await recommend(sources(), { ...request, strategy: 'similarToViewed', viewedProductId: 'x' }),
    ).toEqual(['x-like-1', 'x-like-2']);
    expect(await recommend(sources(), { ...request, strategy: 'similarToViewed' })).toEqual([
      'r1-like-1',
      'r1-like-2',
    ]);
    const nothingViewed = sources({ recentlyViewed: async () => [] });
    expect(await recommend(nothingViewed, { ...request, strategy: 'similarToViewed' })).toEqual([]);
  });

  it('recently viewed leaves out the page’s own product; a fixed list keeps the products that exist', async () => {
    expect(
      await recommend(sources(), { ...request, strategy: 'recentlyViewed', viewedProductId: 'r1' }),
    ).toEqual(['r2']);
    expect(
      await recommend(sources(), {
        ...request,
        strategy: 'productList',
        productIds: ['a', 'gone', 'c', 'a'],
      }),
    ).toEqual(['a', 'c']);
  });

  it('keeps at most twelve products', async () => {
    const many = Array.from({ length: 30 }, (_, index) => `p${index}`);
    expect(
      await recommend(sources({ popular: async () => many }), { ...request, strategy: 'popularInCountry' }),
    ).toHaveLength(12);
  });

  it('remembers views newest first, once each, twelve at most', () => {
    expect(afterView(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(
      afterView(
        Array.from({ length: 12 }, (_, index) => `p${index}`),
        'new',
      ),
    ).toHaveLength(12);
  });
});
