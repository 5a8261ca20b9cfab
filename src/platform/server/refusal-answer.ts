import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { resolveRequestContext } from '../context/request-context';
import { sectionTranslator } from '../i18n/translator';
import type { Country } from '../locale/locales';
import { ALLOW_HEADER, type GuardRefusal } from './request-guard';

/**
 * The longest refused body read (and dropped) to keep the connection. Closing it while the client still sends
 * would reset it, and a client reset before reading the answer never sees it (RFC 9112, 9.6).
 */
const DISCARDED_BODY_BYTES = 1024 * 1024;

/**
 * Drops the body as it arrives. A body declared longer than the bound ends the connection after the answer,
 * and so does one of undeclared length once it passes the bound.
 */
function discardBody(req: IncomingMessage, res: ServerResponse): void {
  if (Number(req.headers['content-length']) > DISCARDED_BODY_BYTES) {
    res.setHeader('connection', 'close');
    req.resume();
    return;
  }
  let read = 0;
  req.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > DISCARDED_BODY_BYTES && res.writableFinished) req.socket.destroy();
  });
}

/**
 * Answers a request the guard refused with the shop's JSON error `{"message": …}` in the visitor's language.
 * The body is discarded (discardBody).
 */
export async function answerRefusal(
  req: IncomingMessage,
  res: ServerResponse,
  refusal: { refusal: GuardRefusal; status: number },
  domains: Readonly<Record<string, Country>>,
): Promise<void> {
  discardBody(req, res);
  const cookies = parseCookies(req.headers.cookie ?? '');
  // the query alone: the path may be one a URL parser refuses (`//%`)
  const target = req.url ?? '';
  const queryStart = target.indexOf('?');
  const { context } = resolveRequestContext({
    query: new URLSearchParams(queryStart < 0 ? '' : target.slice(queryStart + 1)),
    cookie: (name) => cookies[name],
    host: req.headers.host ?? '',
    domains,
  });
  const t = await sectionTranslator(context.locale, 'errors');
  const body = JSON.stringify({ message: t(`request.${refusal.refusal}`) });
  res.writeHead(refusal.status, {
    'content-type': 'application/json',
    'content-language': context.locale,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'private, no-store',
    ...(refusal.status === 405 ? { allow: ALLOW_HEADER } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
