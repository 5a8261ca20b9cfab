import type { MonitoredPageType, Vital } from './constants';

/** The 75th percentile by nearest rank (as CrUX reports field data); undefined for no values. */
export function p75(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1];
}

export interface RawBeacon {
  kind: 'vital' | 'error';
  storefront: string;
  pageType: MonitoredPageType;
  page: string;
  browser: string;
  metric?: Vital | null;
  value?: number | null;
  message?: string | null;
}

export interface VitalAggregate {
  storefront: string;
  pageType: MonitoredPageType;
  metric: Vital;
  p75: number;
  count: number;
}

export interface ErrorAggregate {
  storefront: string;
  message: string;
  page: string;
  browser: string;
  count: number;
}

/** CLS is a score kept to three decimals; the timings are whole milliseconds. */
const rounded = (metric: Vital, value: number) =>
  metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);

function grouped<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return groups;
}

/** One day's raw beacons as p75 per storefront, page type and vital, and errors counted by kind. */
export function aggregateDay(beacons: readonly RawBeacon[]): {
  vitals: VitalAggregate[];
  errors: ErrorAggregate[];
} {
  const vitalRows = beacons.filter(
    (beacon) => beacon.kind === 'vital' && beacon.metric && beacon.value != null,
  );
  const vitals = [...grouped(vitalRows, (b) => `${b.storefront}|${b.pageType}|${b.metric}`).values()].map(
    (rows) => {
      const { storefront, pageType } = rows[0]!;
      const metric = rows[0]!.metric!;
      return {
        storefront,
        pageType,
        metric,
        p75: rounded(metric, p75(rows.map((row) => row.value!))!),
        count: rows.length,
      };
    },
  );
  const errorRows = beacons.filter((beacon) => beacon.kind === 'error' && beacon.message);
  const errors = [
    ...grouped(errorRows, (b) => `${b.storefront}|${b.message}|${b.page}|${b.browser}`).values(),
  ].map((rows) => {
    const { storefront, page, browser } = rows[0]!;
    return { storefront, message: rows[0]!.message!, page, browser, count: rows.length };
  });
  return { vitals, errors };
}
