import type { Payload, Where } from 'payload';
import { payloadClient } from '@/payload/client';
import { startRepeatingJob } from '@/platform/jobs/repeating-job';
import { aggregateDay, type RawBeacon } from './aggregation';
import { utcDay } from './beacon-store';
import { RAW_BEACON_RETENTION_DAYS } from './constants';

const ROUND_INTERVAL_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

type AggregateCollection = 'monitoring-vitals' | 'monitoring-errors';

async function edgeDay(
  payload: Payload,
  collection: AggregateCollection | 'monitoring-beacons',
  sort: 'day' | '-day',
) {
  const { docs } = await payload.find({ collection, sort, limit: 1, depth: 0, select: { day: true } });
  return docs[0]?.day;
}

/** The days to (re)aggregate: from the newest aggregated one (it may have grown since) to today. */
async function daysToAggregate(payload: Payload, now: Date): Promise<string[]> {
  const oldestRaw = await edgeDay(payload, 'monitoring-beacons', 'day');
  if (!oldestRaw) return [];
  const newestAggregated = [
    await edgeDay(payload, 'monitoring-vitals', '-day'),
    await edgeDay(payload, 'monitoring-errors', '-day'),
  ]
    .filter((day): day is string => Boolean(day))
    .sort()
    .at(-1);
  const first = newestAggregated && newestAggregated > oldestRaw ? newestAggregated : oldestRaw;
  const days: string[] = [];
  for (
    let day = new Date(`${first}T00:00:00Z`);
    utcDay(day) <= utcDay(now);
    day = new Date(day.getTime() + DAY_MS)
  ) {
    days.push(utcDay(day));
  }
  return days;
}

/** Writes a day's aggregates over the ones written before (a row per key, updated as the day grows). */
async function upsert<T extends object>(
  payload: Payload,
  collection: AggregateCollection,
  day: string,
  rows: readonly T[],
  keyOf: (row: T) => string,
) {
  const { docs } = await payload.find({
    collection,
    where: { day: { equals: day } },
    pagination: false,
    depth: 0,
  });
  const existing = new Map(docs.map((doc) => [keyOf(doc as unknown as T), doc.id]));
  for (const row of rows) {
    const id = existing.get(keyOf(row));
    const data = { ...row, day } as never;
    if (id === undefined) await payload.create({ collection, data });
    else await payload.update({ collection, id, data });
  }
}

/** One round: aggregates the raw beacons of the open days, then drops raw beacons past their retention. */
export async function aggregateMonitoring(payload: Payload, now: Date): Promise<void> {
  for (const day of await daysToAggregate(payload, now)) {
    const where: Where = { day: { equals: day } };
    const { docs } = await payload.find({
      collection: 'monitoring-beacons',
      where,
      pagination: false,
      depth: 0,
    });
    const { vitals, errors } = aggregateDay(docs as RawBeacon[]);
    await upsert(
      payload,
      'monitoring-vitals',
      day,
      vitals,
      (r) => `${r.storefront}|${r.pageType}|${r.metric}`,
    );
    await upsert(
      payload,
      'monitoring-errors',
      day,
      errors,
      (r) => `${r.storefront}|${r.message}|${r.page}|${r.browser}`,
    );
  }
  const cutoff = utcDay(new Date(now.getTime() - RAW_BEACON_RETENTION_DAYS * DAY_MS));
  await payload.delete({ collection: 'monitoring-beacons', where: { day: { less_than: cutoff } } });
}

/** Aggregates every round until stopped, like the other jobs of the server (abandoned-order-job). */
export function startMonitoringJob(payload: Payload, intervalMs = ROUND_INTERVAL_MS) {
  return startRepeatingJob(
    () => aggregateMonitoring(payload, new Date()),
    intervalMs,
    'monitoring aggregation round failed',
  );
}

/** The server's one monitoring job. */
export async function startMonitoringJobOfServer(): Promise<void> {
  const holder = globalThis as { __shopMonitoringJob?: () => void };
  if (holder.__shopMonitoringJob) return;
  holder.__shopMonitoringJob = startMonitoringJob(await payloadClient());
}
