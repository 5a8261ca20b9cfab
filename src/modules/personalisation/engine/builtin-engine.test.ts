import { describe, expect, it } from 'vitest';
import type { ProviderChooseRequest } from '../provider-api';
import { BuiltinEngine, type StatKind } from './builtin-engine';
import type { EngineCampaign } from './campaign-selection';
import type { RecommendationRequest } from './recommendations';
import { testCampaign as campaign } from './test-campaign';

function request(
  overrides: { location?: string; dyidServer?: string; names?: string[] } = {},
): ProviderChooseRequest {
  return {
    user: { dyid: '123', dyid_server: overrides.dyidServer, active_consent_accepted: true },
    session: { dy: 's1' },
    selector: { names: overrides.names ?? ['TOP_BANNER_CAMPAIGN'] },
    context: {
      page: {
        type: overrides.location === '/' || !overrides.location ? 'HOMEPAGE' : 'OTHER',
        location: overrides.location ?? '/',
        locale: 'de_DE',
        data: [],
      },
      device: {},
    },
    options: { isImplicitPageview: true, returnAnalyticsMetadata: true },
  };
}

function engine(campaigns: EngineCampaign[], now = new Date('2026-11-24T12:00:00Z')) {
  const recorded: Array<[StatKind, string, string]> = [];
  const asked: RecommendationRequest[] = [];
  const views: Array<[string, string]> = [];
  const instance = new BuiltinEngine({
    countryOfApiKey: (key) => ({ 'key-de': 'de', 'key-at': 'at' })[key],
    loadCampaigns: async (_locale, slots) => campaigns.filter((c) => slots.includes(c.slot)),
    record: async (kind, campaignId, variationId) => void recorded.push([kind, campaignId, variationId]),
    recommend: async (recommendation) => {
      asked.push(recommendation);
      return recommendation.strategy === 'recentlyViewed' ? [] : ['100001', '100002'];
    },
    recordView: async (visitorId, productId) => void views.push([visitorId, productId]),
    secret: 'test-secret',
    now: () => now,
  });
  return { instance, recorded, asked, views };
}

async function chosenText(campaigns: EngineCampaign[], key = 'key-de', req = request()): Promise<unknown> {
  const answer = await engine(campaigns).instance.choose(req, key);
  return answer.choices[0]?.variations[0]?.payload.data.text;
}

describe('the built-in engine', () => {
  it('answers a choose like the provider: the slot as choice name, a decision id, payload and analytics metadata', async () => {
    const { instance, recorded } = engine([campaign({ id: '1' })]);
    const answer = await instance.choose(request(), 'key-de');
    expect(answer.choices).toHaveLength(1);
    expect(answer.choices[0]).toMatchObject({
      name: 'TOP_BANNER_CAMPAIGN',
      type: 'DECISION',
      variations: [
        {
          payload: { type: 'CUSTOM_JSON', data: { text: 'banner 1' } },
          analyticsMetadata: { experienceName: 'Campaign 1', variationName: 'Only' },
        },
      ],
    });
    expect(answer.choices[0]!.decisionId).toMatch(/\./);
    expect(recorded).toEqual([['impressions', '1', '1-v']]);
  });

  it('picks the highest priority campaign that targets the country, page, path, audience and time', async () => {
    const low = campaign({ id: '1' });
    expect(await chosenText([low, campaign({ id: '2', priority: 5 })])).toBe('banner 2');
    expect(
      await chosenText([
        low,
        campaign({ id: '2', priority: 5, targeting: { countries: ['at'], pages: [], audience: 'all' } }),
      ]),
    ).toBe('banner 1');
    expect(
      await chosenText(
        [
          low,
          campaign({ id: '2', priority: 5, targeting: { countries: ['at'], pages: [], audience: 'all' } }),
        ],
        'key-at',
      ),
    ).toBe('banner 2');
    expect(
      await chosenText([
        low,
        campaign({ id: '2', priority: 5, targeting: { countries: [], pages: ['PRODUCT'], audience: 'all' } }),
      ]),
    ).toBe('banner 1');
    const brandPattern = campaign({
      id: '2',
      priority: 5,
      targeting: { countries: [], pages: [], urlPattern: '/brillen/*', audience: 'all' },
    });
    expect(
      await chosenText([low, brandPattern], 'key-de', request({ location: '/brillen/nordlicht.html?x=1' })),
    ).toBe('banner 2');
    expect(await chosenText([low, brandPattern], 'key-de', request({ location: '/stores' }))).toBe(
      'banner 1',
    );
    const forNew = campaign({
      id: '2',
      priority: 5,
      targeting: { countries: [], pages: [], audience: 'new' },
    });
    expect(await chosenText([low, forNew])).toBe('banner 2');
    expect(await chosenText([low, forNew], 'key-de', request({ dyidServer: '123' }))).toBe('banner 1');
    expect(await chosenText([low, campaign({ id: '2', priority: 5, endsAt: '2026-11-24T11:00:00Z' })])).toBe(
      'banner 1',
    );
    expect(
      await chosenText([low, campaign({ id: '2', priority: 5, startsAt: '2026-11-25T00:00:00Z' })]),
    ).toBe('banner 1');
  });

  it('answers nothing for a slot without a campaign', async () => {
    const answer = await engine([campaign({ id: '1' })]).instance.choose(
      request({ names: ['PRODUCT_RECOMMENDATION_ONE'] }),
      'key-de',
    );
    expect(answer.choices).toEqual([]);
  });

  it('rejects an unknown API key and a malformed request, as the provider does', async () => {
    const { instance } = engine([]);
    await expect(instance.choose(request(), 'nope')).rejects.toMatchObject({
      status: 401,
      message: 'Invalid API key',
    });
    await expect(instance.choose({ user: {} }, 'key-de')).rejects.toMatchObject({ status: 400 });
  });

  it('counts a click on a decision it made and rejects forged or missing decision ids', async () => {
    const { instance, recorded } = engine([campaign({ id: '1' })]);
    const { decisionId } = (await instance.choose(request(), 'key-de')).choices[0]!;
    await instance.engagement(
      { user: { dyid: '123' }, session: { dy: 's1' }, engagements: [{ type: 'CLICK', decisionId }] },
      'key-de',
    );
    expect(recorded.at(-1)).toEqual(['clicks', '1', '1-v']);
    await expect(
      instance.engagement(
        { user: {}, session: { dy: 's1' }, engagements: [{ type: 'CLICK', decisionId: 'forged.id' }] },
        'key-de',
      ),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      instance.engagement({ user: {}, session: {}, engagements: [] }, 'key-de'),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      instance.event(
        { user: {}, session: { dy: 's' }, events: [{ name: 'New User', properties: {} }] },
        'key-de',
      ),
    ).resolves.toEqual({});
  });

  it('fills a recommendation slot with its strategy’s products and notes the product viewed', async () => {
    const recommendation = (id: string, slot: string, strategy: string) =>
      campaign({
        id,
        slot,
        variations: [{ id: `${id}-v`, name: 'Only', weight: 1, data: { strategy, title: 'For you' } }],
      });
    const { instance, asked, views, recorded } = engine([
      recommendation('7', 'PRODUCT_RECOMMENDATION_ONE', 'similarToViewed'),
      recommendation('8', 'PRODUCT_RECOMMENDATION_TWO', 'recentlyViewed'),
    ]);
    const onProductPage = request({ names: ['PRODUCT_RECOMMENDATION_ONE', 'PRODUCT_RECOMMENDATION_TWO'] });
    onProductPage.context.page = {
      ...onProductPage.context.page,
      type: 'PRODUCT',
      location: '/p/pg/100094',
      data: ['100094'],
    };
    const answer = await instance.choose(onProductPage, 'key-de');
    expect(answer.choices).toHaveLength(1);
    expect(answer.choices[0]).toMatchObject({
      name: 'PRODUCT_RECOMMENDATION_ONE',
      variations: [
        {
          payload: {
            type: 'RECS_DECISION',
            data: {
              title: 'For you',
              strategy: 'similarToViewed',
              slots: [{ sku: '100001' }, { sku: '100002' }],
            },
          },
        },
      ],
    });
    expect(asked[0]).toMatchObject({
      strategy: 'similarToViewed',
      country: 'de',
      locale: 'de-DE',
      viewedProductId: '100094',
      visitorId: '123',
    });
    // the empty slot counts no impression
    expect(recorded).toEqual([['impressions', '7', '7-v']]);
    expect(views).toEqual([['123', '100094']]);
  });
});
