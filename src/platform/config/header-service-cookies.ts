import { ConfigurationError } from '../errors/configuration-error';
import { APPLICATION_COOKIE, LOCALE_COOKIE } from '../context/request-context';
import { VISITOR_COOKIE } from '../context/visitor';

/** What the header service gets unless HEADER_SERVICE_COOKIES says otherwise: the visitor's storefront choice. */
export const DEFAULT_HEADER_SERVICE_COOKIES = [LOCALE_COOKIE, APPLICATION_COOKIE];

/** The login (Payload's `payload-token`, any `payload-…` cookie) and the visitor id never leave the shop. */
const neverForwarded = (name: string) => name === VISITOR_COOKIE || name.startsWith('payload-');

/** HEADER_SERVICE_COOKIES: the comma-separated names of the cookies the header service gets, or `none`. */
export function parseHeaderServiceCookies(raw: string | undefined): string[] {
  const value = raw?.trim();
  if (!value) return DEFAULT_HEADER_SERVICE_COOKIES;
  if (value === 'none') return [];
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const refused = names.filter(neverForwarded);
  if (refused.length > 0) {
    throw new ConfigurationError(
      `HEADER_SERVICE_COOKIES must not name ${refused.join(', ')}: the login and the visitor id stay in the shop`,
    );
  }
  return names;
}
