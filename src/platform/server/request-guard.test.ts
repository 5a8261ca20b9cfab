import { describe, expect, it } from 'vitest';
import { bodyLimitOf, guardRequest, NOT_FOUND_PATH } from './request-guard';

describe('request guard', () => {
  it('lets ordinary requests through', () => {
    expect(guardRequest('GET', '/p/pg/100001?variant=x', {})).toEqual({ pass: true });
    expect(guardRequest('POST', '/data/cart', { 'content-length': '120' })).toEqual({ pass: true });
    expect(guardRequest('GET', '/brillen/gr%C3%BCn.html', {})).toEqual({ pass: true });
  });

  it('answers malformed percent-encoding of a page with the 404 page, keeping the query', () => {
    expect(guardRequest('GET', '/p/pg/%ZZ', {})).toEqual({ pass: false, rewrite: NOT_FOUND_PATH });
    expect(guardRequest('GET', '/l/pg/%?locale=fr-FR', {})).toEqual({
      pass: false,
      rewrite: `${NOT_FOUND_PATH}?locale=fr-FR`,
    });
  });

  it('answers an address beginning with two slashes (no path but a host to a URL parser) with the 404 page', () => {
    expect(guardRequest('GET', '//%EA%A6%A6?locale=de-DE', {})).toEqual({
      pass: false,
      rewrite: `${NOT_FOUND_PATH}?locale=de-DE`,
    });
    expect(guardRequest('GET', '//%', {})).toEqual({ pass: false, rewrite: NOT_FOUND_PATH });
  });

  it('answers malformed percent-encoding of an endpoint as a JSON refusal', () => {
    expect(guardRequest('GET', '/data/wishlist/add/%ZZ', {})).toMatchObject({
      refusal: 'notFound',
      status: 404,
    });
    expect(guardRequest('GET', '/api/session/%E0', {})).toMatchObject({ refusal: 'badRequest', status: 400 });
  });

  it('refuses unknown methods', () => {
    for (const method of ['TRACE', 'PROPFIND', 'CONNECT', 'FOO', undefined]) {
      expect(guardRequest(method, '/', {})).toMatchObject({ refusal: 'methodNotAllowed', status: 405 });
    }
  });

  it('refuses bodies above the route’s limit', () => {
    const above = (path: string) => ({ 'content-length': String(bodyLimitOf(path) + 1) });
    expect(guardRequest('POST', '/data/newsletter', above('/data/newsletter'))).toMatchObject({
      status: 413,
    });
    expect(guardRequest('POST', '/api/dy/choose', above('/api/dy/choose'))).toMatchObject({ status: 413 });
    expect(guardRequest('POST', '/api/media', { 'content-length': String(5 * 1024 * 1024) })).toEqual({
      pass: true,
    });
    expect(guardRequest('POST', '/data/cart', { 'transfer-encoding': 'chunked' })).toMatchObject({
      status: 411,
    });
  });

  it('refuses an address longer than 8 KB, which an answer echoing it could not carry in its head', () => {
    const query = `?q=${'x'.repeat(8 * 1024)}`;
    for (const path of ['/checkout/confirmation/', '/l/pg/100', '/data/cart']) {
      expect(guardRequest('GET', path + query, {})).toMatchObject({ refusal: 'uriTooLong', status: 414 });
    }
    expect(guardRequest('GET', `/l/${'x'.repeat(8 * 1024)}`, {})).toMatchObject({ status: 414 });
    expect(guardRequest('GET', `/search?q=${'x'.repeat(7 * 1024)}`, {})).toEqual({ pass: true });
  });
});
