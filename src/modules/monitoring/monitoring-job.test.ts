import type { Payload } from 'payload';
import { describe, expect, it } from 'vitest';
import { aggregateMonitoring } from './monitoring-job';

type Row = Record<string, unknown> & { id: number; day: string };
type Where = { day?: { equals?: string; less_than?: string } };

/** The few Local API calls the job makes, over in-memory collections. */
function memoryPayload(collections: Record<string, Row[]>) {
  let nextId = 1000;
  const matches = (row: Row, where: Where = {}) =>
    (where.day?.equals === undefined || row.day === where.day.equals) &&
    (where.day?.less_than === undefined || row.day < where.day.less_than);
  const payload = {
    async find({
      collection,
      where,
      sort,
      limit,
    }: {
      collection: string;
      where?: Where;
      sort?: string;
      limit?: number;
    }) {
      let docs = (collections[collection] ??= []).filter((row) => matches(row, where));
      if (sort)
        docs = [...docs].sort((a, b) =>
          sort.startsWith('-') ? b.day.localeCompare(a.day) : a.day.localeCompare(b.day),
        );
      return { docs: limit ? docs.slice(0, limit) : docs };
    },
    async create({ collection, data }: { collection: string; data: Row }) {
      (collections[collection] ??= []).push({ ...data, id: nextId++ });
    },
    async update({ collection, id, data }: { collection: string; id: number; data: Row }) {
      const row = collections[collection]!.find((candidate) => candidate.id === id)!;
      Object.assign(row, data);
    },
    async delete({ collection, where }: { collection: string; where: Where }) {
      collections[collection] = (collections[collection] ?? []).filter((row) => !matches(row, where));
    },
  };
  return payload as unknown as Payload;
}

const lcp = (id: number, day: string, value: number): Row => ({
  id,
  kind: 'vital',
  day,
  storefront: 'de',
  pageType: 'HOMEPAGE',
  page: '/',
  browser: 'Chrome 131',
  metric: 'LCP',
  value,
});

describe('the monitoring aggregation round', () => {
  it('aggregates the open days, updates a day that grew and drops raw beacons after 30 days', async () => {
    const collections: Record<string, Row[]> = {
      'monitoring-beacons': [
        lcp(1, '2026-10-01', 5000),
        lcp(2, '2026-11-28', 1000),
        lcp(3, '2026-11-28', 3000),
      ],
    };
    const payload = memoryPayload(collections);
    await aggregateMonitoring(payload, new Date('2026-11-28T12:00:00Z'));

    expect(collections['monitoring-vitals']).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ day: '2026-10-01', metric: 'LCP', p75: 5000, count: 1 }),
        expect.objectContaining({ day: '2026-11-28', metric: 'LCP', p75: 3000, count: 2 }),
      ]),
    );
    expect(collections['monitoring-beacons']!.map((row) => row.id)).toEqual([2, 3]);

    collections['monitoring-beacons']!.push(lcp(4, '2026-11-28', 500), lcp(5, '2026-11-28', 600));
    await aggregateMonitoring(payload, new Date('2026-11-28T13:00:00Z'));
    const today = collections['monitoring-vitals']!.filter((row) => row.day === '2026-11-28');
    expect(today).toEqual([expect.objectContaining({ p75: 1000, count: 4 })]);
    expect(collections['monitoring-vitals']).toHaveLength(2);
  });
});
