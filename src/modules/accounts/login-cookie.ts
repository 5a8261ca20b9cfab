import type { NextRequest, NextResponse } from 'next/server';
import { LOGIN_COOKIE } from './shopper';
import { isHttpsRequest } from '@/platform/http/client-address';
import { SESSION_SECONDS } from './account-constants';

/** The session cookie Payload reads (HttpOnly; Lax keeps other sites' posts from carrying it). */
export function setLoginCookie(response: NextResponse, token: string, request: NextRequest): void {
  response.cookies.set(LOGIN_COOKIE, token, {
    path: '/',
    maxAge: SESSION_SECONDS,
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttpsRequest(request),
  });
}

export function clearLoginCookie(response: NextResponse, request: NextRequest): void {
  response.cookies.set(LOGIN_COOKIE, '', {
    path: '/',
    maxAge: 0,
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttpsRequest(request),
  });
}
