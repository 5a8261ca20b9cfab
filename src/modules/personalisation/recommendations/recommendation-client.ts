import type { ProductTile } from '@/modules/catalogue/client';
import { chooseCampaigns } from '../choose-client';
import { RECOMMENDATION_SLOTS } from '../constants';
import type { TrackingInformation } from '../schemas';

export interface RecommendationSlot {
  slot: string;
  title?: string;
  strategy?: string;
  products: ProductTile[];
  tracking: TrackingInformation;
}

interface RecommendationData {
  title?: unknown;
  strategy?: unknown;
  slots?: Array<{ sku?: unknown }>;
}

/**
 * The recommendation slots the personalisation chose for this page, with their products' tiles: one choose
 * call (within the shell's 1250 ms) for the three slots, then one call for the tiles of all of them.
 */
export async function loadRecommendations(
  locale: string,
  country: string,
  productId: string | undefined,
): Promise<RecommendationSlot[]> {
  const campaignData = await chooseCampaigns({
    locale,
    country,
    campaigns: RECOMMENDATION_SLOTS,
    pageData: productId ? [productId] : [],
    trackPageview: false,
  });
  const chosen = RECOMMENDATION_SLOTS.flatMap((slot) => {
    const entry = campaignData[slot];
    const data = entry?.variationData as RecommendationData | undefined;
    const ids = (data?.slots ?? []).map((item) => String(item.sku ?? '')).filter(Boolean);
    if (!entry || ids.length === 0) return [];
    return [{ slot, ids, data: data!, tracking: entry.trackingInformation }];
  });
  if (chosen.length === 0) return [];
  const allIds = [...new Set(chosen.flatMap((entry) => entry.ids))];
  const tiles = await fetch(`/data/products?ids=${allIds.join(',')}&locale=${locale}`);
  if (!tiles.ok) throw new Error(`product tiles answered ${tiles.status}`);
  const byId = new Map(
    ((await tiles.json()) as { products: ProductTile[] }).products.map((tile) => [tile.id, tile]),
  );
  return chosen.map(({ slot, ids, data, tracking }) => ({
    slot,
    title: typeof data.title === 'string' && data.title ? data.title : undefined,
    strategy: typeof data.strategy === 'string' ? data.strategy : undefined,
    products: ids.flatMap((id) => byId.get(id) ?? []),
    tracking,
  }));
}
