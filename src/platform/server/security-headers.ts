import type { IncomingMessage, OutgoingHttpHeader, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';

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
 * refused except for the live preview, which the backoffice frames on the shop's own origin.
 */
export function applySecurityHeaders(
  req: IncomingMessage,
  res: ServerResponse,
  hosts: ReadonlySet<string>,
): void {
  const previewing = String(req.headers.cookie ?? '').includes(`${DRAFT_MODE_COOKIE}=`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
  res.setHeader('X-Frame-Options', previewing ? 'SAMEORIGIN' : 'DENY');
  res.setHeader('Content-Security-Policy', `frame-ancestors ${previewing ? "'self'" : "'none'"}`);
  if (!isHttps(req, hosts)) return;
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
}
