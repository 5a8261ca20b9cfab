import { describe, expect, it } from 'vitest';
import { isCrossSiteRequest } from './cross-site';

const from = (headers: Record<string, string>) =>
  isCrossSiteRequest(new Headers({ host: 'shop.example', ...headers }));

describe('isCrossSiteRequest', () => {
  it('refuses what a browser marks as coming from another site', () => {
    expect(from({ 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(from({ 'sec-fetch-site': 'same-site' })).toBe(true);
    expect(from({ 'sec-fetch-site': 'cross-site', referer: 'https://shop.example/p/x' })).toBe(true);
  });

  it('refuses another site named by Origin or Referer when Sec-Fetch-Site is missing', () => {
    expect(from({ origin: 'https://evil.example' })).toBe(true);
    expect(from({ referer: 'https://evil.example/page' })).toBe(true);
    expect(from({ origin: 'null' })).toBe(true);
  });

  it('lets the shop’s own pages and plain HTTP clients through', () => {
    expect(from({ 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(from({ 'sec-fetch-site': 'none' })).toBe(false);
    expect(from({ origin: 'https://shop.example' })).toBe(false);
    expect(from({ referer: 'http://shop.example/wishlist' })).toBe(false);
    expect(from({ referer: 'https://shop.de/p/x', 'x-forwarded-host': 'shop.de' })).toBe(false);
    expect(from({})).toBe(false);
  });
});
