import config from '@payload-config';
import { getPayload, type Payload } from 'payload';

/** The shop's Payload instance (one per process). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config });
}
