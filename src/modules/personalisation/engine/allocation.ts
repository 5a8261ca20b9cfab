import { createHash } from 'node:crypto';

/** A number in [0, 1) that is the same for the same visitor and campaign, and independent across campaigns. */
export function stickyFraction(visitorId: string, campaignKey: string): number {
  const digest = createHash('sha256').update(`${campaignKey}:${visitorId}`).digest();
  return digest.readUInt32BE(0) / 0x1_0000_0000;
}

/**
 * Deterministic weighted choice: the visitor's sticky fraction falls into one variation's share of the total
 * weight. Variations with weight 0 are never chosen; undefined when no variation has weight.
 */
export function allocateVariation<T extends { weight: number }>(
  variations: T[],
  visitorId: string,
  campaignKey: string,
): T | undefined {
  const total = variations.reduce((sum, variation) => sum + Math.max(0, variation.weight), 0);
  if (total <= 0) return undefined;
  let point = stickyFraction(visitorId, campaignKey) * total;
  for (const variation of variations) {
    const weight = Math.max(0, variation.weight);
    if (point < weight) return variation;
    point -= weight;
  }
  return variations.findLast((variation) => variation.weight > 0);
}
