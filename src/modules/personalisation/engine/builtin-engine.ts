import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { RemoteServiceError } from '@/platform/errors/remote-service-error';
import type { ProviderChoice, ProviderChooseRequest, ProviderChooseResponse } from '../provider-api';
import { allocateVariation } from './allocation';
import { selectCampaigns, type EngineCampaign } from './campaign-selection';
import { decodeDecisionId, encodeDecisionId } from './decision-id';
import type { RecommendationRequest } from './recommendations';
import { RECOMMENDATION_SLOTS, type RecommendationStrategy } from '../constants';

export type StatKind = 'impressions' | 'clicks';

export interface EngineDependencies {
  /** The storefront country an API key belongs to, or undefined for an unknown key. */
  countryOfApiKey(apiKey: string): string | undefined;
  /** Active campaigns of the given slots in a locale (de-DE form). */
  loadCampaigns(locale: string, slots: string[]): Promise<EngineCampaign[]>;
  record(kind: StatKind, campaignId: string, variationId: string): Promise<void>;
  /** The products of a recommendation slot's variation (ids, best first). */
  recommend(request: RecommendationRequest): Promise<string[]>;
  /** A product page was seen by the visitor. */
  recordView(visitorId: string, productId: string): Promise<void>;
  secret: string;
  now?: () => Date;
}

const chooseRequestSchema = z
  .object({
    user: z.object({
      dyid: z.string().optional(),
      dyid_server: z.string().optional(),
      active_consent_accepted: z.boolean().optional(),
    }),
    session: z.object({ dy: z.string().optional() }),
    selector: z.object({ names: z.array(z.string().min(1)).min(1) }),
    context: z
      .object({
        page: z.object({
          type: z.string(),
          location: z.string(),
          locale: z.string().optional(),
          data: z.array(z.string()).optional(),
        }),
      })
      .passthrough(),
  })
  .passthrough();

const engagementRequestSchema = z.object({
  user: z.object({}).passthrough(),
  session: z.object({ dy: z.string().min(1) }).passthrough(),
  engagements: z
    .array(z.object({ type: z.string().min(1), decisionId: z.string().optional() }).passthrough())
    .min(1),
});

const eventRequestSchema = z.object({
  user: z.object({}).passthrough(),
  session: z.object({ dy: z.string().min(1) }).passthrough(),
  events: z
    .array(z.object({ name: z.string().min(1), properties: z.record(z.string(), z.unknown()) }))
    .min(1),
});

function invalid(error: z.ZodError): RemoteServiceError {
  return new RemoteServiceError(400, `Invalid request: ${z.prettifyError(error).replace(/\n/g, ' ')}`);
}

const isRecommendationSlot = (slot: string) => (RECOMMENDATION_SLOTS as readonly string[]).includes(slot);

function localeOf(request: ProviderChooseRequest): string {
  return (request.context.page.locale ?? 'de_DE').replace('_', '-');
}

/**
 * The shop's own Experience API (the embedded default when no provider is configured): answers choose,
 * engagement and event calls like the provider, with sticky weighted variations, signed decision ids and
 * impression and click counts. Errors are RemoteServiceErrors with the status a provider would send.
 */
export class BuiltinEngine {
  constructor(private readonly deps: EngineDependencies) {}

  private countryOf(apiKey: string): string {
    const country = this.deps.countryOfApiKey(apiKey);
    if (!country) throw new RemoteServiceError(401, 'Invalid API key');
    return country;
  }

  async choose(body: unknown, apiKey: string): Promise<ProviderChooseResponse> {
    const country = this.countryOf(apiKey);
    const parsed = chooseRequestSchema.safeParse(body);
    if (!parsed.success) throw invalid(parsed.error);
    const request = parsed.data as unknown as ProviderChooseRequest;
    const campaigns = await this.deps.loadCampaigns(localeOf(request), request.selector.names);
    const chosen = selectCampaigns(campaigns, { country, request, now: this.deps.now?.() ?? new Date() });
    const visitorId = request.user.dyid ?? request.user.dyid_server ?? request.session.dy ?? randomUUID();

    const viewedProductId =
      request.context.page.type === 'PRODUCT' ? request.context.page.data?.[0] : undefined;

    const choices: ProviderChoice[] = [];
    for (const campaign of chosen) {
      const variation = allocateVariation(campaign.variations, visitorId, campaign.id);
      if (!variation) continue;
      let data = variation.data;
      if (isRecommendationSlot(campaign.slot)) {
        const productIds = await this.deps.recommend({
          strategy: (data.strategy ?? 'popularInCountry') as RecommendationStrategy,
          productIds: Array.isArray(data.productIds) ? (data.productIds as string[]) : undefined,
          country,
          locale: localeOf(request),
          visitorId,
          viewedProductId,
        });
        // Nothing to recommend (no views yet, say): no choice, so the page shows no empty carousel.
        if (productIds.length === 0) continue;
        data = { title: data.title, strategy: data.strategy, slots: productIds.map((sku) => ({ sku })) };
      }
      choices.push({
        id: Number(campaign.id) || 0,
        name: campaign.slot,
        type: 'DECISION',
        decisionId: encodeDecisionId(
          { campaignId: campaign.id, variationId: variation.id },
          this.deps.secret,
        ),
        variations: [
          {
            id: Number(variation.id) || 0,
            payload: { type: isRecommendationSlot(campaign.slot) ? 'RECS_DECISION' : 'CUSTOM_JSON', data },
            analyticsMetadata: {
              campaignName: campaign.name,
              experienceName: campaign.name,
              variationName: variation.name,
            },
          },
        ],
      });
      await this.deps.record('impressions', campaign.id, variation.id);
    }
    if (viewedProductId) await this.deps.recordView(visitorId, viewedProductId);
    return { choices, cookies: [], warnings: [] };
  }

  async engagement(body: unknown, apiKey: string): Promise<Record<string, never>> {
    this.countryOf(apiKey);
    const parsed = engagementRequestSchema.safeParse(body);
    if (!parsed.success) throw invalid(parsed.error);
    const clicks = [];
    for (const engagement of parsed.data.engagements) {
      if (engagement.type !== 'CLICK') continue;
      const decision = engagement.decisionId
        ? decodeDecisionId(engagement.decisionId, this.deps.secret)
        : undefined;
      if (!decision) throw new RemoteServiceError(400, 'Invalid request: unknown decisionId');
      clicks.push(decision);
    }
    for (const click of clicks) await this.deps.record('clicks', click.campaignId, click.variationId);
    return {};
  }

  async event(body: unknown, apiKey: string): Promise<Record<string, never>> {
    this.countryOf(apiKey);
    const parsed = eventRequestSchema.safeParse(body);
    if (!parsed.success) throw invalid(parsed.error);
    return {};
  }
}
