import type { NextRequest } from 'next/server';
import { serverConfig } from '../config/server-config';
import { resolveRequestContext, type RequestContext } from './request-context';

/**
 * The request context of a /data endpoint, which the proxy does not rewrite: the locale by `?locale=`,
 * cookie or host, as for pages (nothing is made sticky here).
 */
export function dataRequestContext(request: NextRequest): RequestContext {
  return resolveRequestContext({
    query: request.nextUrl.searchParams,
    cookie: (name) => request.cookies.get(name)?.value,
    host: request.headers.get('host') ?? '',
    domains: serverConfig().countries.domains,
  }).context;
}
