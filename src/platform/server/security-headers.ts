import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { backofficePolicy, newNonce, storefrontPolicy } from './content-security-policy';

/** Next.js's draft-mode cookie: the backoffice's live preview frames the storefront with it. */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

export const PERMISSIONS_POLICY = [
  'camera=(self)', // the virtual try-on
  'geolocation=(self)', // the finders' "near me"
  'microphone=()',
  'payment=()',
  'usb=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
].join(', ');

const HSTS = 'max-age=31536000';
const BACKOFFICE_PATH = /^\/admin(\/|\?|$)/;

export interface SecuritySettings {
  /** the hosts served over HTTPS (httpsHosts) */
  httpsHosts: ReadonlySet<string>;
  /** the origin of MAP_STYLE_URL */
  mapOrigin?: string;
  /** the origin of TAG_MANAGER_URL */
  tagManagerOrigin?: string;
  /** whether the visitor, by the request's cookies, has allowed statistics and so the tag manager */
  allowsTagManager: (cookieHeader: string) => boolean;
}

/** The hosts whose configured public base URL is https (the storefronts' `baseUrl`). */
export function httpsHosts(baseUrls: ReadonlyArray<string | undefined>): Set<string> {
  return new Set(
    baseUrls.flatMap((url) => (url && new URL(url).protocol === 'https:' ? [new URL(url).host] : [])),
  );
}

/** Served over HTTPS: TLS on this socket, or a host whose public base URL is https (TLS ends at a proxy). */
export function isHttps(req: IncomingMessage, hosts: ReadonlySet<string>): boolean {
  return Boolean((req.socket as TLSSocket).encrypted) || hosts.has(String(req.headers.host ?? ''));
}

const withSecure = (cookie: string) => (/;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`);

function secureCookies(value: OutgoingHttpHeader | undefined): OutgoingHttpHeader | undefined {
  if (value === undefined) return undefined;
  return Array.isArray(value) ? value.map(withSecure) : withSecure(String(value));
}

/**
 * Sets the security headers of every answer (pages, /data, /api, assets) and, over HTTPS, HSTS and the
 * `Secure` flag on every cookie the answer sets (Payload's `payload-token` and the shop's own). Framing is
 * refused except for the live preview, which the backoffice frames on the shop's own origin. The Content
 * Security Policy carries a fresh nonce, also given to Next.js in the request's header (it puts it on the
 * page's scripts); the nonce is returned for the page cache.
 */
export function applySecurityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  settings: SecuritySettings,
): string {
  const cookieHeader = String(req.headers.cookie ?? '');
  const previewing = cookieHeader.includes(`${DRAFT_MODE_COOKIE}=`);
  const nonce = newNonce();
  const policy = BACKOFFICE_PATH.test(req.url ?? '')
    ? backofficePolicy(nonce)
    : storefrontPolicy(nonce, {
        framedBy: previewing ? "'self'" : "'none'",
        mapOrigin: settings.mapOrigin,
        tagManagerOrigin: settings.allowsTagManager(cookieHeader) ? settings.tagManagerOrigin : undefined,
      });
  req.headers['content-security-policy'] = policy;
  res.setHeader('Content-Security-Policy', policy);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  res.setHeader('X-Frame-Options', previewing ? 'SAMEORIGIN' : 'DENY');
  if (!isHttps(req, settings.httpsHosts)) return nonce;
  res.setHeader('Strict-Transport-Security', HSTS);

  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
    const cookies = secureCookies(res.getHeader('set-cookie'));
    if (cookies !== undefined) res.setHeader('set-cookie', cookies);
    for (const arg of rest) {
      if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
        const headers = arg as Record<string, OutgoingHttpHeader | undefined>;
        for (const name of Object.keys(headers)) {
          if (name.toLowerCase() === 'set-cookie') headers[name] = secureCookies(headers[name]);
        }
      }
    }
    return writeHead(statusCode, ...rest);
  }) as typeof res.writeHead;
  return nonce;
}
