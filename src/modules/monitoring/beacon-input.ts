import { z } from 'zod';
import { BEACON_KINDS, VITALS } from './constants';

/** The longest metric a page view can report: an hour, in milliseconds. */
const MAX_VITAL_VALUE = 3_600_000;

const pagePath = z.string().min(1).max(500).startsWith('/');

/** POST /data/monitoring: one page view's vitals and uncaught errors, as `field-data.ts` sends them. */
export const beaconBatchSchema = z.object({
  beacons: z
    .array(
      z.discriminatedUnion('kind', [
        z.object({
          kind: z.literal(BEACON_KINDS[0]),
          name: z.enum(VITALS),
          value: z.number().min(0).max(MAX_VITAL_VALUE),
          path: pagePath,
        }),
        z.object({
          kind: z.literal(BEACON_KINDS[1]),
          message: z.string().trim().min(1).max(300),
          path: pagePath,
        }),
      ]),
    )
    .min(1)
    .max(30),
});
export type BeaconBatch = z.infer<typeof beaconBatchSchema>;
