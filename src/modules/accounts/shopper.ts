import { cookies, headers as requestHeaders } from 'next/headers';
import type { NextRequest } from 'next/server';
import type { Customer } from '@/payload/payload-types';
import { payloadClient } from '@/payload/client';
import {
  VISITOR_COOKIE,
  visitorIdOf,
  visitorOwner,
  visitorOwnerKey,
  type VisitorOwner,
} from '@/platform/context/visitor';

/** Payload's login cookie (its default prefix); customers and backoffice staff share it. */
export const LOGIN_COOKIE = 'payload-token';

export const customerOwnerKey = (customerId: number | string) => `customer:${customerId}`;

/** The logged-in customer of a request, if any (a backoffice login is not a customer). */
export async function customerOf(headers: Headers, hasLoginCookie: boolean): Promise<Customer | undefined> {
  if (!hasLoginCookie) return undefined;
  const payload = await payloadClient();
  const { user } = await payload.auth({ headers });
  return user?.collection === 'customers' ? (user as Customer) : undefined;
}

/** The logged-in customer of a /data request. */
export const requestCustomer = (request: NextRequest) =>
  customerOf(request.headers, request.cookies.has(LOGIN_COOKIE));

/** Whose wishlist and cart a /data request reads and writes: the customer's once logged in. */
export async function shopperOwner(request: NextRequest): Promise<VisitorOwner> {
  const customer = await requestCustomer(request);
  return customer ? { key: customerOwnerKey(customer.id) } : visitorOwner(request);
}

/** In a page: the logged-in customer. */
export async function currentCustomer(): Promise<Customer | undefined> {
  return customerOf(await requestHeaders(), (await cookies()).has(LOGIN_COOKIE));
}

/** In a page: the owner key of the customer, else of the browser's visitor id if it has one. */
export async function currentShopperKey(): Promise<string | undefined> {
  const customer = await currentCustomer();
  if (customer) return customerOwnerKey(customer.id);
  const visitorId = visitorIdOf((await cookies()).get(VISITOR_COOKIE)?.value);
  return visitorId ? visitorOwnerKey(visitorId) : undefined;
}
