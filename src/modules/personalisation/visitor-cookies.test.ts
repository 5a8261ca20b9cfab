import { describe, expect, it } from 'vitest';
import { ensureVisitorIds, mergeCookies } from './visitor-cookies';

describe('visitor ids', () => {
  it('issues an id, its one-year server copy and a session to a new visitor, who counts as new', () => {
    const { visitor, cookies, issuedServerId } = ensureVisitorIds({ cookie: () => undefined });
    const byName = Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]));
    expect(byName._dyid?.value).toMatch(/^\d{19}$/);
    expect(byName._dyid_server).toEqual({
      name: '_dyid_server',
      value: byName._dyid?.value,
      maxAge: 31_536_000,
    });
    expect(byName._dyjsession?.maxAge).toBe(1800);
    expect(issuedServerId).toBe(true);
    expect(visitor.cookie('_dyid')).toBe(byName._dyid?.value);
    expect(visitor.cookie('_dyid_server')).toBeUndefined();
  });

  it('keeps a returning visitor’s ids', () => {
    const jar: Record<string, string> = { _dyid: '42', _dyid_server: '42', _dyjsession: 'abc' };
    const { cookies, issuedServerId, visitor } = ensureVisitorIds({ cookie: (name) => jar[name] });
    expect(issuedServerId).toBe(false);
    expect(cookies.map((cookie) => cookie.value)).toEqual(['42', '42', 'abc']);
    expect(visitor.cookie('_dyid_server')).toBe('42');
  });

  it('lets provider cookies replace the shop’s own', () => {
    const merged = mergeCookies(
      [
        { name: '_dyid', value: 'own', maxAge: 1 },
        { name: '_dyjsession', value: 's', maxAge: 1 },
      ],
      [{ name: '_dyid', value: 'provider', maxAge: 99 }],
    );
    expect(merged).toEqual([
      { name: '_dyjsession', value: 's', maxAge: 1 },
      { name: '_dyid', value: 'provider', maxAge: 99 },
    ]);
  });
});
