import type { IncomingHttpHeaders } from 'node:http';

const KIB = 1024;
/** What any route may be asked with; other methods (TRACE, CONNECT, PROPFIND, …) are refused. */
const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
/** Addresses that answer JSON (errors as `{"message": …}`), not pages. */
const JSON_ROUTE = /^\/(data|api|fragments|search\/suggest)(\/|$)/;
/** The shop's own endpoints take small JSON bodies. */
const SHOP_ENDPOINT = /^\/(data|api\/(dy|engine))\//;
/** Backoffice API (Payload's REST and GraphQL), which takes image uploads. */
const BACKOFFICE_API = /^\/api\//;
/**
 * The longest address (path and query) taken, as common proxies do: Next.js answers some with a redirect
 * whose `Location` repeats it, and an answer's head must stay within the 16 KB a client reads.
 */
const MAX_TARGET_LENGTH = 8 * KIB;
/** A page address nothing serves: the shop's 404 page answers it. */
export const NOT_FOUND_PATH = '/~not-found';

export type GuardRefusal =
  'badRequest' | 'notFound' | 'methodNotAllowed' | 'lengthRequired' | 'tooLarge' | 'uriTooLong';

const STATUS: Record<GuardRefusal, number> = {
  badRequest: 400,
  notFound: 404,
  methodNotAllowed: 405,
  lengthRequired: 411,
  tooLarge: 413,
  uriTooLong: 414,
};

export type GuardVerdict =
  | { pass: true }
  /** a page address that cannot be read: render the shop's 404 page instead */
  | { pass: false; rewrite: string }
  | { pass: false; refusal: GuardRefusal; status: number };

/** The largest request body a route reads, in bytes. */
export function bodyLimitOf(pathname: string): number {
  if (SHOP_ENDPOINT.test(pathname)) return 64 * KIB;
  if (BACKOFFICE_API.test(pathname)) return 32 * KIB * KIB;
  return KIB * KIB; // pages: Server Actions
}

/** An origin-form path: one leading slash (`//x` is a host to URL parsers), valid percent-encoding. */
function readable(pathname: string): boolean {
  return pathname.startsWith('/') && !pathname.startsWith('//') && decodes(pathname);
}

function decodes(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

const refuse = (refusal: GuardRefusal): GuardVerdict => ({ pass: false, refusal, status: STATUS[refusal] });

/**
 * What the HTTP server does with a request before the app sees it: refuses unknown methods, addresses over
 * 8 KB, bodies above the route's limit (or of unknown length where the limit is small) and addresses that
 * are not an origin-form path with valid percent-encoding, so that no route has to survive them.
 */
export function guardRequest(
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): GuardVerdict {
  const target = url ?? '/';
  const queryStart = target.indexOf('?');
  const pathname = queryStart < 0 ? target : target.slice(0, queryStart);
  const json = JSON_ROUTE.test(pathname);
  if (!ALLOWED_METHODS.includes(method ?? '')) return refuse('methodNotAllowed');
  if (target.length > MAX_TARGET_LENGTH) return refuse('uriTooLong');
  if (!readable(pathname)) {
    if (json) return refuse(pathname.startsWith('/data/') ? 'notFound' : 'badRequest');
    return { pass: false, rewrite: NOT_FOUND_PATH + (queryStart < 0 ? '' : target.slice(queryStart)) };
  }
  const limit = bodyLimitOf(pathname);
  const length = headers['content-length'];
  if (length !== undefined && Number(length) > limit) return refuse('tooLarge');
  if (length === undefined && headers['transfer-encoding'] && limit < KIB * KIB)
    return refuse('lengthRequired');
  return { pass: true };
}

export const ALLOW_HEADER = ALLOWED_METHODS.join(', ');
