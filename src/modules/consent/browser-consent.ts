import {
  CONSENT_CHANGE_EVENT,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  MONITORING_CONSENT_COOKIE,
  consentCookies,
  parseConsent,
  type ConsentChoice,
} from './consent';

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

export function readConsent(): ConsentChoice | undefined {
  return parseConsent(readCookie(CONSENT_COOKIE));
}

/** Spec §6: client monitoring has its own consent cookie. */
export function hasMonitoringConsent(): boolean {
  return readCookie(MONITORING_CONSENT_COOKIE) === 'true';
}

/** Stores the choice in cookies and tells the page (tag manager, personalisation) about it. */
export function storeConsent(choice: ConsentChoice): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  for (const [name, value] of consentCookies(choice)) {
    document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${secure}`;
  }
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGE_EVENT, { detail: choice }));
}
