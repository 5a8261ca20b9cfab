import type { EngineCampaign } from './campaign-selection';

/** A top-banner campaign for tests: aimed at every country, page and audience, one variation with text. */
export function testCampaign(
  overrides: Partial<EngineCampaign> & Pick<EngineCampaign, 'id'>,
): EngineCampaign {
  return {
    name: `Campaign ${overrides.id}`,
    slot: 'TOP_BANNER_CAMPAIGN',
    priority: 0,
    targeting: { countries: [], pages: [], audience: 'all' },
    variations: [
      { id: `${overrides.id}-v`, name: 'Only', weight: 1, data: { text: `banner ${overrides.id}` } },
    ],
    ...overrides,
  };
}
