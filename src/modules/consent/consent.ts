/** The visitor's consent choice: necessary cookies always; statistics and marketing/personalisation opt-in. */
export interface ConsentChoice {
  statistics: boolean;
  marketing: boolean;
}

export const CONSENT_VERSION = 1;
export const CONSENT_COOKIE = 'shop_consent';
/** Spec §6: personal attributes are tracked only when this cookie is "true". */
export const PERSONALISATION_CONSENT_COOKIE = 'personalisation_consent';
/** Spec §6: client monitoring starts only when this cookie is "true". */
export const MONITORING_CONSENT_COOKIE = 'monitoring_consent';
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

export const CONSENT_CHANGE_EVENT = 'consentchange';
export const CONSENT_OPEN_EVENT = 'consent:open';

export function serialiseConsent(choice: ConsentChoice): string {
  return new URLSearchParams({
    v: String(CONSENT_VERSION),
    statistics: String(choice.statistics),
    marketing: String(choice.marketing),
  }).toString();
}

/** Undefined when the visitor has not chosen yet, or chose under an older version of the banner. */
export function parseConsent(value: string | undefined): ConsentChoice | undefined {
  if (!value) return undefined;
  const params = new URLSearchParams(value);
  if (params.get('v') !== String(CONSENT_VERSION)) return undefined;
  return { statistics: params.get('statistics') === 'true', marketing: params.get('marketing') === 'true' };
}

/** The cookies that record a choice: the choice itself and the two flags other parts of the shop read. */
export function consentCookies(choice: ConsentChoice): Array<[name: string, value: string]> {
  return [
    [CONSENT_COOKIE, serialiseConsent(choice)],
    [PERSONALISATION_CONSENT_COOKIE, String(choice.marketing)],
    [MONITORING_CONSENT_COOKIE, String(choice.statistics)],
  ];
}
