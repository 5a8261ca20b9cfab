import { NextRequest } from 'next/server';
import { dataRequestContext } from '@/platform/context/data-request-context';
import { privateJson } from '@/platform/http/private-json';
import { sectionTranslator } from '@/platform/i18n/translator';
import { isLocaleCode } from '@/platform/locale/locales';

export type RestHandler = (
  request: Request,
  args: { params: Promise<{ slug?: string[] }> },
) => Promise<Response>;

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Payload's error answer, in the language of the request's context (the query's locale is no language here). */
async function writeLocaleRefusal(request: Request): Promise<Response> {
  const { locale } = dataRequestContext(new NextRequest(request));
  const t = await sectionTranslator(locale, 'errors');
  return privateJson({ errors: [{ message: t('request.writeLocale') }] }, 400, locale);
}

/**
 * Refuses what Payload's REST handler would fail on with 500 instead of refusing:
 * - a path's first segment that every object inherits: Payload looks it up on a plain object of
 *   collections, so `/api/constructor` finds Object's constructor (404);
 * - a `where` that is a plain value (`?where=x`) where Payload expects an object (`?where[field][equals]=…`)
 *   (400);
 * - a write whose `?locale=` is not one of the shop's locales: `all` (or `*`), which Payload takes as every
 *   locale at once, or an unknown one (400, localised).
 */
export const refusingUnreadableRequests =
  (handler: RestHandler): RestHandler =>
  async (request, args) => {
    const [first = ''] = (await args.params).slug ?? [];
    if (first in Object.prototype)
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 });
    const query = new URL(request.url).searchParams;
    if (query.has('where')) return Response.json({ errors: [{ message: 'Bad Request' }] }, { status: 400 });
    const locale = query.get('locale');
    if (WRITES.includes(request.method) && locale !== null && !isLocaleCode(locale))
      return writeLocaleRefusal(request);
    return handler(request, args);
  };
