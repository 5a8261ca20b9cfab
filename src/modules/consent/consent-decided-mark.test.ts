import { describe, expect, it } from 'vitest';
import { consentDecidedScript, markConsentDecided, CONSENT_DECIDED_ATTRIBUTE } from './consent-decided-mark';
import { consentCookies } from './consent';

function page(cookie: string) {
  const attributes = new Map<string, string>();
  const documentElement = { setAttribute: (name: string, value: string) => attributes.set(name, value) };
  return { root: { cookie, documentElement } as unknown as Document, attributes };
}

/** The cookies a browser holds after the banner stored a choice (values encoded as storeConsent does). */
const chosenCookies = consentCookies({ statistics: true, marketing: false })
  .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
  .join('; ');

describe('the mark of a visitor who has chosen, set before the first paint', () => {
  it('is set for a choice stored by the banner', () => {
    const { root, attributes } = page(`shop_locale=de-DE; ${chosenCookies}`);
    markConsentDecided(root, 'shop_consent', 'v=1&', CONSENT_DECIDED_ATTRIBUTE);
    expect(attributes.has(CONSENT_DECIDED_ATTRIBUTE)).toBe(true);
  });

  it('is not set on a first visit, for a choice under an older banner, or for a malformed cookie', () => {
    for (const cookie of [
      '',
      'shop_locale=de-DE',
      'shop_consent=v%3D0%26statistics%3Dtrue',
      'shop_consent=%E0%A4%A',
    ]) {
      const { root, attributes } = page(cookie);
      markConsentDecided(root, 'shop_consent', 'v=1&', CONSENT_DECIDED_ATTRIBUTE);
      expect(attributes.size, cookie).toBe(0);
    }
  });

  it('runs as the page’s inline script on its own', () => {
    const { root, attributes } = page(chosenCookies);
    new Function('document', consentDecidedScript())(root);
    expect(attributes.has(CONSENT_DECIDED_ATTRIBUTE)).toBe(true);
  });
});
