import type { NextRequest } from 'next/server';
import { isStaffRequest } from '@/modules/accounts';

export const dynamic = 'force-dynamic';

/** May this visitor open the tracking debug view (`?debugTracking=1`)? Staff logged in to the backoffice, or anyone in development. */
export async function GET(request: NextRequest) {
  const allowed = process.env.NODE_ENV === 'development' || (await isStaffRequest(request.headers));
  return Response.json(
    { allowed },
    { status: allowed ? 200 : 403, headers: { 'cache-control': 'private, no-store' } },
  );
}
