import { contentPagePath, pagePassages, publishedPagesOf } from '@/modules/content';
import { invalidatedMemo } from '@/platform/cache/invalidated-memo';
import type { LocaleCode } from '@/platform/locale/locales';
import { buildHelpIndex, type HelpIndex } from './help-search';

/** The help search over a locale's published pages, rebuilt after any page is saved or published. */
export const helpIndexOf = invalidatedMemo<LocaleCode, HelpIndex>('help-index', 'pages', async (locale) => {
  const pages = await publishedPagesOf(locale);
  return buildHelpIndex(
    pages.map((page) => ({
      id: page.slug,
      href: contentPagePath(page.slug),
      title: page.title,
      description: page.description ?? '',
      passages: pagePassages(page),
    })),
  );
});
