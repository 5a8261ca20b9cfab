import type { Where } from 'payload';
import type { Page } from '@/payload/payload-types';
import { payloadClient } from '@/payload/client';
import { cachedQuery } from '@/platform/cache/database-cache';
import { serverConfig } from '@/platform/config/server-config';
import type { LocaleCode } from '@/platform/locale/locales';
import { HOME_PAGE_SLUG } from './page-slug';

/** Linked pages need only their address and title; brands their name and logo; products only their id. */
const POPULATE = {
  pages: { slug: true, title: true },
  brands: { name: true, logo: true },
  products: { name: true },
} as const;

const published: Where = { _status: { equals: 'published' } };
const inEnvironment = (): Where => ({ environment: { equals: serverConfig().contentEnvironment } });

async function findPage(slug: string, locale: LocaleCode, draft: boolean): Promise<Page | null> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'pages',
    // A page saved only as a draft so far has no published version to show.
    where: { and: [{ slug: { equals: slug } }, inEnvironment(), ...(draft ? [] : [published])] },
    locale,
    draft,
    depth: 2,
    populate: POPULATE,
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

/** Every published page of a locale but the home page, with its blocks (for the help search). */
export async function publishedPagesOf(locale: LocaleCode): Promise<Page[]> {
  const payload = await payloadClient();
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [published, inEnvironment(), { slug: { not_equals: HOME_PAGE_SLUG } }] },
    locale,
    depth: 0,
    pagination: false,
  });
  return docs.filter((page) => typeof page.slug === 'string' && page.slug !== '');
}
