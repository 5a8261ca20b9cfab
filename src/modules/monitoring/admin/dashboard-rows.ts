import { GOOD_THRESHOLDS, type Vital } from '../constants';

export interface VitalRow {
  day: string;
  storefront: string;
  pageType: string;
  metric: Vital;
  p75: number;
  count: number;
}

export interface ErrorRow {
  storefront: string;
  message: string;
  page: string;
  browser: string;
  count: number;
}

/** One line of the dashboard: a day, storefront and page type with the p75 of each vital. */
export interface VitalsLine {
  day: string;
  storefront: string;
  pageType: string;
  vitals: Partial<Record<Vital, { p75: number; good: boolean; count: number }>>;
}

export const isGood = (metric: Vital, value: number) => value <= GOOD_THRESHOLDS[metric];

/** The vitals rows as lines, newest day first, then storefront and page type. */
export function vitalsLines(rows: readonly VitalRow[]): VitalsLine[] {
  const lines = new Map<string, VitalsLine>();
  for (const row of rows) {
    const key = `${row.day}|${row.storefront}|${row.pageType}`;
    const line = lines.get(key) ?? {
      day: row.day,
      storefront: row.storefront,
      pageType: row.pageType,
      vitals: {},
    };
    line.vitals[row.metric] = { p75: row.p75, good: isGood(row.metric, row.p75), count: row.count };
    lines.set(key, line);
  }
  return [...lines.values()].sort(
    (a, b) =>
      b.day.localeCompare(a.day) ||
      a.storefront.localeCompare(b.storefront) ||
      a.pageType.localeCompare(b.pageType),
  );
}

/** The errors seen most often over all days and storefronts, by message, page and browser. */
export function frequentErrors(
  rows: readonly ErrorRow[],
  limit: number,
): Array<ErrorRow & { storefronts: string[] }> {
  const totals = new Map<string, ErrorRow & { storefronts: string[] }>();
  for (const row of rows) {
    const key = `${row.message}|${row.page}|${row.browser}`;
    const total = totals.get(key) ?? { ...row, count: 0, storefronts: [] };
    total.count += row.count;
    if (!total.storefronts.includes(row.storefront)) total.storefronts.push(row.storefront);
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => b.count - a.count).slice(0, limit);
}

/** CLS as a score, INP in milliseconds, the other timings in seconds (as their thresholds are given). */
export function formatVital(metric: Vital, value: number, locale: string): string {
  if (metric === 'CLS') return value.toLocaleString(locale, { maximumFractionDigits: 3 });
  if (metric === 'INP') return `${value.toLocaleString(locale)} ms`;
  return `${(value / 1000).toLocaleString(locale, { maximumFractionDigits: 2 })} s`;
}
