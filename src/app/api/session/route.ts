import { cookies, headers } from 'next/headers';
import { LOGIN_COOKIE, customerOf } from '@/modules/accounts';

export const dynamic = 'force-dynamic';

/** The visitor's session as the browser needs it early: whether a customer is logged in, and who. */
export async function GET() {
  const customer = await customerOf(await headers(), (await cookies()).has(LOGIN_COOKIE)).catch(
    () => undefined,
  );
  const body = customer
    ? { authenticated: true, customer: { firstName: customer.firstName } }
    : { authenticated: false };
  return Response.json(body, { headers: { 'cache-control': 'private, no-store' } });
}
