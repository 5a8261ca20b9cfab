import type { TextFieldSingleValidation } from 'payload';
import { isPageSlug } from '@/platform/context/page-slug';
import { contentPagePath } from './page-slug';

/* What the pages collection calls: kept free of the module's other code, which loads the Payload client. */

/** The backoffice's preview address of a page in a language. */
export const previewUrl = (slug: unknown, locale: string | undefined) =>
  typeof slug === 'string' && locale
    ? `/api/preview?path=${encodeURIComponent(contentPagePath(slug))}&locale=${locale}`
    : null;

/** An address is one page's per language and content environment: a second page there is refused. */
export const validateSlug: TextFieldSingleValidation = async (value, { req, id, data }) => {
  if (typeof value !== 'string' || !isPageSlug(value))
    return 'Use lower-case letters, digits and hyphens, parts separated by /, not a path the shop uses itself.';
  const environment = (data as { environment?: string }).environment ?? 'master';
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: {
      and: [
        { slug: { equals: value } },
        { environment: { equals: environment } },
        ...(id !== undefined ? [{ id: { not_equals: id } }] : []),
      ],
    },
    locale: req.locale ?? undefined,
    draft: true,
    depth: 0,
    limit: 1,
    req,
  });
  return docs.length === 0 || `Another page already has the address /${value} in this language.`;
};
