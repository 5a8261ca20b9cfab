import { describe, expect, it } from 'vitest';
import { campaignResults, wilsonInterval } from './results';

describe('campaign results', () => {
  it('sums the daily counts per variation, in the campaign’s order', () => {
    const results = campaignResults(
      [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
        { id: 'c', name: 'C' },
      ],
      [
        { variation: 'b', impressions: 100, clicks: 5 },
        { variation: 'a', impressions: 40, clicks: 2 },
        { variation: 'b', impressions: 300, clicks: 15 },
      ],
    );
    expect(results.map(({ name, impressions, clicks, ctr }) => [name, impressions, clicks, ctr])).toEqual([
      ['A', 40, 2, 0.05],
      ['B', 400, 20, 0.05],
      ['C', 0, 0, undefined],
    ]);
    expect(results[2]!.interval).toBeUndefined();
  });

  it('gives the Wilson interval, narrower with more data and never outside 0–1', () => {
    const [low, high] = wilsonInterval(20, 400)!;
    expect(low).toBeCloseTo(0.0326, 3);
    expect(high).toBeCloseTo(0.076, 3);
    const [wideLow, wideHigh] = wilsonInterval(2, 40)!;
    expect(wideHigh - wideLow).toBeGreaterThan(high - low);
    expect(wilsonInterval(0, 10)![0]).toBe(0);
    expect(wilsonInterval(10, 10)![1]).toBeCloseTo(1, 12);
    expect(wilsonInterval(10, 10)![1]).toBeLessThanOrEqual(1);
  });
});
