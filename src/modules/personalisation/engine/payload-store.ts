import { cachedQuery } from '@/platform/cache/database-cache';
import { createHmac } from 'node:crypto';
import { sql } from '@payloadcms/db-sqlite/drizzle';
import type { Campaign } from '@/payload/payload-types';
import { payloadClient } from '@/payload/client';
import { payloadSecret } from '@/payload/secret';
import type { EngineCampaign } from './campaign-selection';
import type { StatKind } from './builtin-engine';

type Variation = NonNullable<Campaign['variations']>[number];

function variationData(slot: string, variation: Variation): Record<string, unknown> {
  if (slot !== 'TOP_BANNER_CAMPAIGN') {
    return {
      strategy: variation.strategy ?? 'popularInCountry',
      ...(variation.title ? { title: variation.title } : {}),
      ...(variation.products?.length
        ? {
            productIds: variation.products.map((product) =>
              String(typeof product === 'object' ? product.id : product),
            ),
          }
        : {}),
    };
  }
  const banner = variation.banner ?? {};
  return Object.fromEntries(
    Object.entries({
      text: banner.text,
      textColor: banner.textColor,
      backgroundColor: banner.backgroundColor,
      linkTarget: banner.linkTarget,
      buttonText: banner.buttonText,
      countdownEndDate: banner.countdownEndDate,
    }).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );
}

export function toEngineCampaign(doc: Campaign): EngineCampaign {
  return {
    id: String(doc.id),
    name: doc.name,
    slot: doc.slot,
    priority: doc.priority ?? 0,
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    targeting: {
      countries: doc.targeting?.countries ?? [],
      pages: doc.targeting?.pages ?? [],
      urlPattern: doc.targeting?.urlPattern,
      audience: doc.targeting?.audience ?? 'all',
    },
    variations: (doc.variations ?? []).map((variation, index) => ({
      id: variation.id ?? String(index),
      name: variation.name,
      weight: variation.weight,
      data: variationData(doc.slot, variation),
    })),
  };
}

/** Active campaigns of a locale, cached until the backoffice changes a campaign. */
export const loadCampaigns = cachedQuery(
  'engine-campaigns',
  async (locale: string, slots: string[]): Promise<EngineCampaign[]> => {
    const payload = await payloadClient();
    const { docs } = await payload.find({
      collection: 'campaigns',
      locale: locale as never,
      where: { active: { equals: true }, slot: { in: slots } },
      depth: 0,
      limit: 200,
      overrideAccess: true,
    });
    return docs.map(toEngineCampaign);
  },
  ['campaigns'],
);

/** Adds one impression or click to the variation's count of the day (one statement, safe under concurrency). */
export async function recordStat(kind: StatKind, campaignId: string, variationId: string): Promise<void> {
  const payload = await payloadClient();
  const day = new Date().toISOString().slice(0, 10);
  const impressions = kind === 'impressions' ? 1 : 0;
  const clicks = kind === 'clicks' ? 1 : 0;
  const db = payload.db as unknown as {
    drizzle: unknown;
    execute(args: { drizzle: unknown; sql: unknown }): Promise<unknown>;
  };
  await db.execute({
    drizzle: db.drizzle,
    sql: sql`INSERT INTO campaign_stats (campaign_id, variation, day, impressions, clicks)
      VALUES (${Number(campaignId)}, ${variationId}, ${day}, ${impressions}, ${clicks})
      ON CONFLICT (campaign_id, variation, day)
      DO UPDATE SET impressions = campaign_stats.impressions + ${impressions}, clicks = campaign_stats.clicks + ${clicks}`,
  });
}

/** Decision ids are signed with a key derived from the shop's secret. */
export function decisionSecret(): string {
  return createHmac('sha256', payloadSecret()).update('personalisation-decisions').digest('hex');
}
