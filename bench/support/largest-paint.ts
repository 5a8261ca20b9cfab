import type { Result } from 'lighthouse';

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkEndTime?: number;
}
interface LcpBreakdownDetails {
  items: [{ items: { subpart: string; duration: number }[] }, { selector?: string; snippet?: string }?];
}

/** What a page's largest paint is and what came before it, read from one Lighthouse report. */
export interface LargestPaint {
  /** the element's CSS selector, as Lighthouse names it */
  element: string;
  /** the observed (unthrottled) LCP's phases in ms: TTFB, load delay, load time, render delay */
  phases: Record<string, number>;
  /**
   * Requests that ended before the observed largest paint, by resource type (count and kB): the simulation
   * (Lantern) counts these into LCP at the throttled speed, unless a script ran only after the paint.
   */
  before: Record<string, { count: number; kB: number }>;
}

export function largestPaintOf(lhr: Result): LargestPaint {
  const breakdown = lhr.audits['lcp-breakdown-insight']?.details as LcpBreakdownDetails | undefined;
  const [subparts, node] = breakdown?.items ?? [];
  const phases = Object.fromEntries((subparts?.items ?? []).map((item) => [item.subpart, item.duration]));
  const metrics = (lhr.audits.metrics?.details as { items: Record<string, number>[] } | undefined)?.items[0];
  const observedLcp = metrics?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  const requests = (lhr.audits['network-requests']?.details as { items: NetworkRequest[] }).items;
  const before: LargestPaint['before'] = {};
  for (const request of requests) {
    if ((request.networkEndTime ?? Number.POSITIVE_INFINITY) > observedLcp) continue;
    const type = request.resourceType ?? 'Other';
    const sum = (before[type] ??= { count: 0, kB: 0 });
    sum.count += 1;
    sum.kB += (request.transferSize ?? 0) / 1000;
  }
  return { element: node?.selector ?? node?.snippet ?? '(none)', phases, before };
}

/** One line of the bench's largest-paint table. */
export function largestPaintRow(name: string, paint: LargestPaint): string {
  const ms = (subpart: string) => `${Math.round(paint.phases[subpart] ?? 0)}`;
  const before = Object.entries(paint.before)
    .map(([type, sum]) => `${type} ${sum.count} (${Math.round(sum.kB)} kB)`)
    .join(', ');
  return (
    `| ${name} | \`${paint.element}\` | ${ms('timeToFirstByte')} / ${ms('resourceLoadDelay')} / ` +
    `${ms('resourceLoadDuration')} / ${ms('elementRenderDelay')} | ${before} |`
  );
}
