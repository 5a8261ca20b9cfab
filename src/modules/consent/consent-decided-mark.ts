import { CONSENT_COOKIE, CONSENT_VERSION } from './consent';

/** The attribute the root element carries, before the first paint, when the visitor has chosen already. */
export const CONSENT_DECIDED_ATTRIBUTE = 'data-consent-decided';

/**
 * Marks the root element when the visitor's cookies hold a choice made under this version of the banner (as
 * `parseConsent` reads it). Runs as an inline script at the top of the body, before anything is painted, so it
 * stands alone: no imports, its values as arguments.
 */
export function markConsentDecided(
  root: Pick<Document, 'cookie' | 'documentElement'>,
  cookieName: string,
  versionPrefix: string,
  attribute: string,
): void {
  const chosen = root.cookie.split('; ').some((cookie) => {
    if (cookie.indexOf(`${cookieName}=`) !== 0) return false;
    try {
      return decodeURIComponent(cookie.slice(cookieName.length + 1)).indexOf(versionPrefix) === 0;
    } catch {
      return false;
    }
  });
  if (chosen) root.documentElement.setAttribute(attribute, '');
}

/** The inline script that runs `markConsentDecided` on the page. */
export function consentDecidedScript(): string {
  const values = [CONSENT_COOKIE, `v=${CONSENT_VERSION}&`, CONSENT_DECIDED_ATTRIBUTE].map((value) =>
    JSON.stringify(value),
  );
  return `(${markConsentDecided.toString()})(document, ${values.join(', ')});`;
}
