import { randomUUID } from 'node:crypto';
import type { NextRequest, NextResponse } from 'next/server';
import { VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_S } from './wishlist-constants';

const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whose wishlist a request reads and writes; `newVisitorId` when the browser has yet to be given one. */
export interface WishlistOwner {
  key: string;
  newVisitorId?: string;
}

export const visitorOwnerKey = (visitorId: string) => `visitor:${visitorId}`;

/** The visitor id of the cookie, if it is one the shop could have issued. */
export function visitorIdOf(cookieValue: string | undefined): string | undefined {
  return cookieValue !== undefined && VISITOR_ID.test(cookieValue) ? cookieValue : undefined;
}

export function wishlistOwner(request: NextRequest): WishlistOwner {
  const visitorId = visitorIdOf(request.cookies.get(VISITOR_COOKIE)?.value);
  if (visitorId) return { key: visitorOwnerKey(visitorId) };
  const newVisitorId = randomUUID();
  return { key: visitorOwnerKey(newVisitorId), newVisitorId };
}

/**
 * Gives the browser its visitor id. SameSite=Lax keeps other sites from changing a wishlist through the
 * GET endpoints (their requests carry no cookie); HttpOnly because only the server reads it.
 */
export function rememberVisitor(response: NextResponse, owner: WishlistOwner, request: NextRequest): void {
  if (!owner.newVisitorId) return;
  const secure =
    request.nextUrl.protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
  response.cookies.set(VISITOR_COOKIE, owner.newVisitorId, {
    path: '/',
    maxAge: VISITOR_COOKIE_MAX_AGE_S,
    httpOnly: true,
    sameSite: 'lax',
    secure,
  });
}
