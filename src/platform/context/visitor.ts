import { randomUUID } from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';
import { isHttpsRequest } from '../http/client-address';

/** The browser's anonymous id; its wishlist and cart belong to it until login. */
export const VISITOR_COOKIE = 'shop_visitor';
const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whose wishlist and cart a request reads and writes; `newVisitorId` when the browser has none yet. */
export interface VisitorOwner {
  key: string;
  newVisitorId?: string;
}

export const visitorOwnerKey = (visitorId: string) => `visitor:${visitorId}`;

/** The visitor id of the cookie, if it is one the shop could have issued. */
export function visitorIdOf(cookieValue: string | undefined): string | undefined {
  return cookieValue !== undefined && VISITOR_ID.test(cookieValue) ? cookieValue : undefined;
}

/** The owner key of the request's visitor id, if the browser has one. */
export function requestVisitorKey(request: NextRequest): string | undefined {
  const visitorId = visitorIdOf(request.cookies.get(VISITOR_COOKIE)?.value);
  return visitorId ? visitorOwnerKey(visitorId) : undefined;
}

export function visitorOwner(request: NextRequest): VisitorOwner {
  const visitorId = visitorIdOf(request.cookies.get(VISITOR_COOKIE)?.value);
  if (visitorId) return { key: visitorOwnerKey(visitorId) };
  const newVisitorId = randomUUID();
  return { key: visitorOwnerKey(newVisitorId), newVisitorId };
}

/**
 * Gives the browser its visitor id. SameSite=Lax keeps other sites from changing a wishlist through the
 * GET endpoints (their requests carry no cookie); HttpOnly because only the server reads it.
 */
export function rememberVisitor(response: NextResponse, owner: VisitorOwner, request: NextRequest): void {
  if (!owner.newVisitorId) return;
  response.cookies.set(VISITOR_COOKIE, owner.newVisitorId, {
    path: '/',
    maxAge: VISITOR_COOKIE_MAX_AGE_S,
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttpsRequest(request),
  });
}
