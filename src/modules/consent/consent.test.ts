import { describe, expect, it } from 'vitest';
import { consentCookies, parseConsent, serialiseConsent } from './consent';

describe('consent cookies', () => {
  it('round-trips a choice', () => {
    const choice = { statistics: true, marketing: false };
    expect(parseConsent(serialiseConsent(choice))).toEqual(choice);
  });

  it('treats a missing or outdated choice as not chosen', () => {
    expect(parseConsent(undefined)).toBeUndefined();
    expect(parseConsent('v=0&statistics=true&marketing=true')).toBeUndefined();
  });

  it('sets the personalisation and monitoring flags the other parts of the shop read', () => {
    const cookies = Object.fromEntries(consentCookies({ statistics: false, marketing: true }));
    expect(cookies.personalisation_consent).toBe('true');
    expect(cookies.monitoring_consent).toBe('false');
  });
});
