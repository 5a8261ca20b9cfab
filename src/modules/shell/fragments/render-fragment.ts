import { type NextRequest } from 'next/server';
import type { ReactElement } from 'react';
import { serverConfig } from '@/platform/config/server-config';
import { resolveRequestContext, type RequestContext } from '@/platform/context/request-context';
import { sectionTranslator, type Translate } from '@/platform/i18n/translator';

/**
 * Answers GET /fragments/{part}?locale=&channel= with the shop's own header or footer as an HTML snippet,
 * for other applications to embed. A channel that is not the locale's answers 400.
 */
export async function renderFragment(
  request: NextRequest,
  build: (context: RequestContext, t: Translate) => Promise<ReactElement>,
): Promise<Response> {
  const { context } = resolveRequestContext({
    query: request.nextUrl.searchParams,
    cookie: () => undefined,
    host: request.headers.get('host') ?? '',
    domains: serverConfig().countries.domains,
  });
  const channel = request.nextUrl.searchParams.get('channel');
  if (channel && channel !== context.channel) {
    return Response.json(
      { message: `Channel ${channel} does not belong to locale ${context.locale}` },
      { status: 400 },
    );
  }
  const t = await sectionTranslator(context.locale, 'shell');
  const element = await build(context, t);
  const { renderToStaticMarkup } = await import('react-dom/server');
  return new Response(renderToStaticMarkup(element), {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-language': context.locale,
      'cache-control': 'public, max-age=300',
    },
  });
}
