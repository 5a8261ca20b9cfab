import { randomInt } from 'node:crypto';
import {
  PERSONALISATION_ID_COOKIE,
  PERSONALISATION_SERVER_ID_COOKIE,
  PERSONALISATION_SESSION_COOKIE,
  SERVER_ID_MAX_AGE_S,
} from './constants';
import type { ProviderCookie } from './schemas';
import type { VisitorInfo } from './visitor';

/** A session lasts half an hour without activity, as the provider's own session cookie does. */
export const SESSION_MAX_AGE_S = 30 * 60;

/** Ids in the provider's format: a long decimal number as a string. */
export function newPersonalisationId(): string {
  return `${randomInt(1, 9)}${Array.from({ length: 18 }, () => randomInt(0, 10)).join('')}`;
}

/**
 * The ids a visitor needs before a choose call: the personalisation id (issued here when the visitor has
 * none), its server copy (one year, Secure) and the session (renewed on every call). Returns the cookie
 * reader to use for the call and the cookies to set.
 */
export function ensureVisitorIds(visitor: VisitorInfo): {
  visitor: VisitorInfo;
  cookies: ProviderCookie[];
  issuedServerId: boolean;
} {
  const id =
    visitor.cookie(PERSONALISATION_ID_COOKIE) ||
    visitor.cookie(PERSONALISATION_SERVER_ID_COOKIE) ||
    newPersonalisationId();
  const session = visitor.cookie(PERSONALISATION_SESSION_COOKIE) || newPersonalisationId();
  const issuedServerId = !visitor.cookie(PERSONALISATION_SERVER_ID_COOKIE);
  const values: Record<string, string> = {
    [PERSONALISATION_ID_COOKIE]: id,
    [PERSONALISATION_SERVER_ID_COOKIE]: visitor.cookie(PERSONALISATION_SERVER_ID_COOKIE) || id,
    [PERSONALISATION_SESSION_COOKIE]: session,
  };
  const cookies: ProviderCookie[] = [
    { name: PERSONALISATION_ID_COOKIE, value: id, maxAge: SERVER_ID_MAX_AGE_S },
    {
      name: PERSONALISATION_SERVER_ID_COOKIE,
      value: values[PERSONALISATION_SERVER_ID_COOKIE]!,
      maxAge: SERVER_ID_MAX_AGE_S,
    },
    { name: PERSONALISATION_SESSION_COOKIE, value: session, maxAge: SESSION_MAX_AGE_S },
  ];
  const withIds: VisitorInfo = {
    ...visitor,
    // During this call the request (not yet) carrying the new cookies reads them as the returning visitor will,
    // except that a freshly issued server copy is not yet "held": the visitor is new.
    cookie: (name) =>
      name === PERSONALISATION_SERVER_ID_COOKIE && issuedServerId
        ? undefined
        : (values[name] ?? visitor.cookie(name)),
  };
  return { visitor: withIds, cookies, issuedServerId };
}

/** Provider cookies replace the shop's own of the same name. */
export function mergeCookies(own: ProviderCookie[], provider: ProviderCookie[]): ProviderCookie[] {
  const names = new Set(provider.map((cookie) => cookie.name));
  return [...own.filter((cookie) => !names.has(cookie.name)), ...provider];
}
