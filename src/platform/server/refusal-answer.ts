import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { resolveRequestContext } from '../context/request-context';
import { sectionTranslator } from '../i18n/translator';
import type { Country } from '../locale/locales';
import { ALLOW_HEADER, type GuardRefusal } from './request-guard';

/**
 * Answers a request the guard refused with the shop's JSON error `{"message": …}` in the visitor's language.
 * A body is discarded as it arrives (so the client can read the answer), and the connection closed after it.
 */
export async function answerRefusal(
  req: IncomingMessage,
  res: ServerResponse,
  refusal: { refusal: GuardRefusal; status: number },
  domains: Readonly<Record<string, Country>>,
): Promise<void> {
  req.resume();
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
    connection: 'close',
    ...(refusal.status === 405 ? { allow: ALLOW_HEADER } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
