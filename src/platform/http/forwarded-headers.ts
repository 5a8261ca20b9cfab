import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyaddr from 'proxy-addr';

/** TRUSTED_PROXIES: how many proxies stand before the shop, or the addresses / CIDR ranges of the proxies. */
export type TrustedProxies = number | string[];

type Trust = (address: string, hop: number) => boolean;

const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-real-ip',
];

/** The trust test of the setting; throws a TypeError naming an entry that is no address or range. */
export function trustOf(trusted: TrustedProxies | undefined): Trust | undefined {
  if (trusted === undefined) return undefined;
  if (typeof trusted === 'number') return (_address, hop) => hop < trusted;
  return proxyaddr.compile(trusted);
}

const firstValue = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();

/**
 * Rewrites the request's forwarding headers to what can be believed, before anything reads them: afterwards
 * `X-Forwarded-For` holds the client's address alone and `X-Forwarded-Proto` the client's protocol. Without
 * trusted proxies they come from the socket and whatever the client sent is dropped; with them, the client is
 * the nearest address in `X-Forwarded-For` not of a trusted proxy, and the protocol the proxy's.
 */
export function normaliseForwardedHeaders(req: IncomingMessage, trust: Trust | undefined): void {
  const socketAddress = req.socket.remoteAddress ?? 'unknown';
  const viaTrustedProxy = trust !== undefined && trust(socketAddress, 0);
  const client = viaTrustedProxy ? proxyaddr(req, trust) : socketAddress;
  const forwardedProto = viaTrustedProxy ? firstValue(req.headers['x-forwarded-proto']) : undefined;
  const encrypted = (req.socket as TLSSocket).encrypted === true;
  if (!viaTrustedProxy) for (const name of FORWARDING_HEADERS) delete req.headers[name];
  req.headers['x-forwarded-for'] = client;
  req.headers['x-forwarded-proto'] = encrypted || forwardedProto === 'https' ? 'https' : 'http';
}
