import type { Page } from '@/payload/payload-types';
import { payloadClient } from '@/payload/client';
import { cachedQuery } from '@/platform/cache/database-cache';
import type { LocaleCode } from '@/platform/locale/locales';

async function findPage(slug: string, locale: LocaleCode, draft: boolean): Promise<Page | null> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'pages',
    // A page saved only as a draft so far has no published version to show.
    where: draft
      ? { slug: { equals: slug } }
      : { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    locale,
    draft,
    depth: 0,
    limit: 1,
  });
  return docs[0] ?? null;
}

/** The published page of a slug in a locale, from the data cache until a page is saved or published. */
export const publishedPage = cachedQuery(
  'content-page',
  (slug: string, locale: LocaleCode) => findPage(slug, locale, false),
  ['pages'],
);

/** The newest draft, for staff previewing it; never cached. */
export const draftPage = (slug: string, locale: LocaleCode) => findPage(slug, locale, true);
