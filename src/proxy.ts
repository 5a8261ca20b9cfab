import { NextResponse, type NextRequest } from 'next/server';
import { serverConfig } from '@/platform/config/server-config';
import {
  APPLICATION_COOKIE,
  internalPathPrefix,
  LOCALE_COOKIE,
  PUBLIC_PATH_HEADER,
  resolveRequestContext,
} from '@/platform/context/request-context';

const ONE_YEAR_S = 365 * 24 * 60 * 60;
const REQUEST_ID_HEADER = 'x-request-id';

/** Files the shop serves as they are; `.html` paths are pages (`/brillen/{brand}.html`). */
function isStaticFile(pathname: string): boolean {
  return /\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html');
}

/**
 * Resolves the request context (CONTRACT.md) and rewrites public paths to the internal
 * `/{locale}/{application}` segments so every page renders and caches per locale.
 */
export function proxy(request: NextRequest) {
  const requestId = request.headers.get(REQUEST_ID_HEADER) || crypto.randomUUID();
  const forwarded = new Headers(request.headers);
  forwarded.set(REQUEST_ID_HEADER, requestId);

  const { pathname, search } = request.nextUrl;
  if (isStaticFile(pathname)) {
    return NextResponse.next({ request: { headers: forwarded } });
  }

  const { context, sticky } = resolveRequestContext({
    query: request.nextUrl.searchParams,
    cookie: (name) => request.cookies.get(name)?.value,
    host: request.headers.get('host') ?? '',
    domains: serverConfig().countries.domains,
  });

  forwarded.set(PUBLIC_PATH_HEADER, pathname);
  const target = new URL(`${internalPathPrefix(context)}${pathname}${search}`, request.url);
  const response = NextResponse.rewrite(target, { request: { headers: forwarded } });
  response.headers.set(REQUEST_ID_HEADER, requestId);
  const cookieOptions = { path: '/', maxAge: ONE_YEAR_S, sameSite: 'lax' as const, httpOnly: false };
  if (sticky.locale) response.cookies.set(LOCALE_COOKIE, sticky.locale, cookieOptions);
  if (sticky.application) response.cookies.set(APPLICATION_COOKIE, sticky.application, cookieOptions);
  return response;
}

export const config = {
  matcher: ['/((?!_next/|admin|api/|data/|fragments/|assets/|map/).*)'],
};
