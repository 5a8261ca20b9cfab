export interface StatRow {
  variation: string;
  impressions: number;
  clicks: number;
}

export interface VariationResult {
  variationId: string;
  name: string;
  impressions: number;
  clicks: number;
  /** click-through rate, 0–1; undefined without impressions */
  ctr?: number;
  /** 95 % Wilson score interval of the CTR */
  interval?: [low: number, high: number];
}

const Z_95 = 1.959964;

/** The Wilson score interval: honest for small counts and rates near 0 where the normal approximation is not. */
export function wilsonInterval(successes: number, trials: number, z = Z_95): [number, number] | undefined {
  if (trials <= 0) return undefined;
  const p = successes / trials;
  const z2 = z * z;
  const centre = (p + z2 / (2 * trials)) / (1 + z2 / trials);
  const margin = (z / (1 + z2 / trials)) * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials));
  return [Math.max(0, centre - margin), Math.min(1, centre + margin)];
}

/** Per variation of a campaign (in the campaign's order), its summed daily counts, CTR and interval. */
export function campaignResults(
  variations: Array<{ id: string; name: string }>,
  rows: StatRow[],
): VariationResult[] {
  return variations.map(({ id, name }) => {
    const own = rows.filter((row) => row.variation === id);
    const impressions = own.reduce((sum, row) => sum + row.impressions, 0);
    const clicks = own.reduce((sum, row) => sum + row.clicks, 0);
    return {
      variationId: id,
      name,
      impressions,
      clicks,
      ctr: impressions > 0 ? clicks / impressions : undefined,
      interval: wilsonInterval(clicks, impressions),
    };
  });
}
