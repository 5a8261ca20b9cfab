import type { Payload } from 'payload';
import type { Page } from '../../src/payload/payload-types';
import { serverConfig } from '../../src/platform/config/server-config';
import { SUPPORTED_LOCALES, type LocaleCode } from '../../src/platform/locale/locales';

type PageData = Pick<Page, 'title' | 'slug' | 'layout'> & { description?: string };

/**
 * One published page in every locale (each with its own address and blocks): found again by its address in
 * the first locale, so loading again updates it instead of adding a second page.
 */
export async function upsertPage(
  payload: Payload,
  dataFor: (locale: LocaleCode) => PageData,
): Promise<number> {
  const environment = serverConfig().contentEnvironment;
  const first = dataFor(SUPPORTED_LOCALES[0]);
  const { docs } = await payload.find({
    collection: 'pages',
    where: { and: [{ slug: { equals: first.slug } }, { environment: { equals: environment } }] },
    locale: SUPPORTED_LOCALES[0],
    depth: 0,
    limit: 1,
  });
  let id = docs[0]?.id;
  for (const locale of SUPPORTED_LOCALES) {
    const data = { ...dataFor(locale), environment, _status: 'published' as const };
    if (id === undefined) id = (await payload.create({ collection: 'pages', locale, data })).id;
    else await payload.update({ collection: 'pages', id, locale, data });
  }
  return id!;
}
