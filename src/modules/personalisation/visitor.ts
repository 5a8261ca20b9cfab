import { PERSONALISATION_CONSENT_COOKIE } from '@/modules/consent';
import {
  PERSONALISATION_ID_COOKIE,
  PERSONALISATION_SERVER_ID_COOKIE,
  PERSONALISATION_SESSION_COOKIE,
} from './constants';
import type { ProviderSession, ProviderUser } from './provider-api';

/** What a request tells about the visitor: the personalisation cookies and the device. */
export interface VisitorInfo {
  cookie: (name: string) => string | undefined;
  userAgent?: string;
  clientIp?: string;
  referer?: string;
}

export function hasPersonalisationConsent(visitor: Pick<VisitorInfo, 'cookie'>): boolean {
  return visitor.cookie(PERSONALISATION_CONSENT_COOKIE) === 'true';
}

export function providerUser(visitor: Pick<VisitorInfo, 'cookie'>): ProviderUser {
  return {
    dyid: visitor.cookie(PERSONALISATION_ID_COOKIE) || undefined,
    dyid_server: visitor.cookie(PERSONALISATION_SERVER_ID_COOKIE) || undefined,
    active_consent_accepted: hasPersonalisationConsent(visitor),
  };
}

export function providerSession(visitor: Pick<VisitorInfo, 'cookie'>): ProviderSession {
  return { dy: visitor.cookie(PERSONALISATION_SESSION_COOKIE) || undefined };
}

/** Spec §5: an engagement or user event goes out only with a session id and a user id. */
export function canReportEvents(user: ProviderUser, session: ProviderSession): boolean {
  return Boolean(session.dy && (user.dyid || user.dyid_server));
}
