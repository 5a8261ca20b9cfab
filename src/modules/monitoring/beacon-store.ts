import type { Payload } from 'payload';
import { classifyPath } from '@/modules/personalisation';
import type { BeaconBatch } from './beacon-input';
import { anonymousMessage, anonymousPage } from './privacy';

/** The UTC day of a moment, as the monitoring collections key it. */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/** Where the beacons came from: the storefront of the request and the browser family (never the address). */
export interface BeaconOrigin {
  storefront: string;
  browser: string;
  receivedAt: Date;
}

/** Keeps one raw row per vital or error of a page view, for the aggregation job. */
export async function storeBeacons(
  payload: Payload,
  batch: BeaconBatch,
  origin: BeaconOrigin,
): Promise<void> {
  const day = utcDay(origin.receivedAt);
  for (const beacon of batch.beacons) {
    const page = anonymousPage(beacon.path);
    const common = {
      day,
      storefront: origin.storefront,
      browser: origin.browser,
      page,
      pageType: classifyPath(page),
    };
    await payload.create({
      collection: 'monitoring-beacons',
      data:
        beacon.kind === 'vital'
          ? { ...common, kind: 'vital', metric: beacon.name, value: beacon.value }
          : { ...common, kind: 'error', message: anonymousMessage(beacon.message) },
    });
  }
}
