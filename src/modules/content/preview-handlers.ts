import { draftMode } from 'next/headers';
import { NextResponse, type NextRequest } from 'next/server';
import { payloadClient } from '@/payload/client';
import { isPageSlug } from '@/platform/context/page-slug';
import { isLocaleCode } from '@/platform/locale/locales';
import { HOME_PAGE_SLUG, contentPagePath } from './page-slug';

/** Only a page of the shop itself, never another site (`//host`) or a script address. */
function previewTarget(request: NextRequest): string | undefined {
  const path = request.nextUrl.searchParams.get('path') ?? '';
  const slug = path === '/' ? HOME_PAGE_SLUG : path.replace(/^\//, '');
  if (!path.startsWith('/') || !isPageSlug(slug)) return undefined;
  const locale = request.nextUrl.searchParams.get('locale') ?? '';
  return `${contentPagePath(slug)}${isLocaleCode(locale) ? `?locale=${locale}` : ''}`;
}

/**
 * `GET /api/preview?path=/impressum&locale=de-DE`: the backoffice's preview button. For staff it turns on
 * Next's draft mode (the pages then show their newest drafts) and opens the page; others get 401.
 * `GET /api/preview/exit` turns it off again.
 */
export const previewHandlers = {
  async enter(request: NextRequest) {
    const payload = await payloadClient();
    const { user } = await payload.auth({ headers: request.headers });
    if (user?.collection !== 'users') {
      return NextResponse.json({ message: 'Log in to the backoffice to preview drafts.' }, { status: 401 });
    }
    const target = previewTarget(request);
    if (!target) return NextResponse.json({ message: 'Not a page address.' }, { status: 400 });
    (await draftMode()).enable();
    return NextResponse.redirect(new URL(target, request.nextUrl.origin), 303);
  },
  async exit(request: NextRequest) {
    (await draftMode()).disable();
    return NextResponse.redirect(new URL('/', request.nextUrl.origin), 303);
  },
};
