import type { ProviderChooseResponse } from './provider-api';
import type { ChooseAnswer, ProviderCookie } from './schemas';

/** The browser's answer: per chosen campaign its first variation's data and tracking information. */
export function toChooseAnswer(response: ProviderChooseResponse): ChooseAnswer {
  const campaignData: ChooseAnswer['campaignData'] = {};
  for (const choice of response.choices ?? []) {
    const variation = choice.variations?.[0];
    if (!variation) continue;
    const meta = variation.analyticsMetadata ?? {};
    campaignData[choice.name] = {
      variationData: variation.payload?.data ?? {},
      trackingInformation: {
        variationName: meta.variationName ?? '',
        experienceName: meta.experienceName ?? '',
        campaignSelectorName: choice.name,
        campaignDecisionId: choice.decisionId,
      },
    };
  }
  const cookies: ProviderCookie[] = (response.cookies ?? [])
    .map((cookie) => ({ name: cookie.name, value: cookie.value, maxAge: Number(cookie.maxAge) }))
    .filter((cookie) => cookie.name && Number.isFinite(cookie.maxAge));
  return { campaignData, cookies };
}
