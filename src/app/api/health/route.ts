import { payloadClient } from '@/payload/client';
import { logger } from '@/platform/logging/logger';

export const dynamic = 'force-dynamic';

/** 200 {"status":"ok"} when the shop and its database answer; 503 otherwise. */
export async function GET() {
  try {
    const payload = await payloadClient();
    await payload.count({ collection: 'users' });
    return Response.json({ status: 'ok' });
  } catch (error) {
    logger.error({ err: (error as Error).message }, 'health check failed');
    return Response.json({ status: 'unavailable' }, { status: 503 });
  }
}
