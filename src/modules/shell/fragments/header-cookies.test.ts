import { describe, expect, it } from 'vitest';
import { allowedCookieHeader } from './header-cookies';

const visitor = [
  { name: 'payload-token', value: 'session-jwt' },
  { name: 'shop_locale', value: 'fr-FR' },
  { name: 'shop_visitor', value: 'visitor-id' },
];

describe('the Cookie header for the header service', () => {
  it('holds only the cookies the allow-list names', () => {
    expect(allowedCookieHeader(visitor, ['shop_locale', 'shop_application'])).toBe('shop_locale=fr-FR');
  });

  it('is left out when none is allowed or the visitor has none', () => {
    expect(allowedCookieHeader(visitor, [])).toBeUndefined();
    expect(allowedCookieHeader(undefined, ['shop_locale'])).toBeUndefined();
  });
});
