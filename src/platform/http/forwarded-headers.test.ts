import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, isHttpsRequest } from './client-address';
import { normaliseForwardedHeaders, trustOf, type TrustedProxies } from './forwarded-headers';

/** A request as the HTTP server receives it from `socketAddress`, then as the app sees it. */
function seenByApp(
  socketAddress: string,
  headers: Record<string, string>,
  trusted?: TrustedProxies,
  encrypted = false,
): Request {
  const req = { headers: { ...headers }, socket: { remoteAddress: socketAddress, encrypted } };
  normaliseForwardedHeaders(req as unknown as IncomingMessage, trustOf(trusted));
  return new Request('http://shop.example/data/x', { headers: req.headers as Record<string, string> });
}

const spoofed = {
  'x-forwarded-for': '203.0.113.9',
  'x-real-ip': '203.0.113.9',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'evil.example',
};

describe('the client address', () => {
  it('is the socket address without trusted proxies, whatever the client writes', () => {
    const request = seenByApp('198.51.100.7', spoofed);
    expect(clientAddressOf(request)).toBe('198.51.100.7');
    expect(isHttpsRequest(request)).toBe(false);
    expect(request.headers.get('x-real-ip')).toBeNull();
    expect(request.headers.get('x-forwarded-host')).toBeNull();
  });

  it('differs per client without a proxy, so one client cannot use up the limits of others', () => {
    expect(clientAddressOf(seenByApp('198.51.100.7', {}))).not.toBe(
      clientAddressOf(seenByApp('198.51.100.8', {})),
    );
  });

  it('is the address the trusted hops report, not what the client prepended', () => {
    const headers = { 'x-forwarded-for': '203.0.113.9, 198.51.100.7, 10.0.0.2' };
    expect(clientAddressOf(seenByApp('10.0.0.1', headers, 2))).toBe('198.51.100.7');
    expect(clientAddressOf(seenByApp('10.0.0.1', headers, 1))).toBe('10.0.0.2');
  });

  it('skips the proxies of the trusted ranges and no more', () => {
    const headers = { 'x-forwarded-for': '203.0.113.9, 198.51.100.7, 10.0.0.2' };
    expect(clientAddressOf(seenByApp('10.0.0.1', headers, ['10.0.0.0/8']))).toBe('198.51.100.7');
    expect(clientAddressOf(seenByApp('::ffff:10.0.0.1', headers, ['10.0.0.0/8']))).toBe('198.51.100.7');
  });

  it('ignores the headers of a request that does not come from a trusted proxy', () => {
    const request = seenByApp('198.51.100.7', spoofed, ['10.0.0.0/8']);
    expect(clientAddressOf(request)).toBe('198.51.100.7');
    expect(isHttpsRequest(request)).toBe(false);
  });
});

describe('whether a request is HTTPS', () => {
  it('is the trusted proxy’s word', () => {
    expect(isHttpsRequest(seenByApp('10.0.0.1', { 'x-forwarded-proto': 'https' }, 1))).toBe(true);
    expect(isHttpsRequest(seenByApp('10.0.0.1', { 'x-forwarded-proto': 'http' }, 1))).toBe(false);
  });

  it('is true on the shop’s own TLS socket', () => {
    expect(isHttpsRequest(seenByApp('198.51.100.7', {}, undefined, true))).toBe(true);
  });
});
