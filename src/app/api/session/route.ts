import { headers } from 'next/headers';
import { payloadClient } from '@/payload/client';

export const dynamic = 'force-dynamic';

/** The visitor's session as the browser needs it early: whether someone is logged in, and as whom. */
export async function GET() {
  const payload = await payloadClient();
  const { user } = await payload.auth({ headers: await headers() });
  const body = user
    ? { authenticated: true, user: { id: user.id, collection: user.collection } }
    : { authenticated: false };
  return Response.json(body, { headers: { 'cache-control': 'private, no-store' } });
}
