import { LISTS, loadCatalogue } from '@/modules/catalogue';
import { invalidatedMemo } from '@/platform/cache/invalidated-memo';
import { loadSection } from '@/platform/i18n/messages';
import type { LocaleCode } from '@/platform/locale/locales';
import { logger } from '@/platform/logging/logger';
import { searchDocuments } from './search-documents';
import { buildSearchIndex, type CatalogueSearchIndex } from './search-index';

async function buildIndex(locale: LocaleCode): Promise<CatalogueSearchIndex> {
  const [catalogue, vocabulary] = await Promise.all([
    loadCatalogue(locale),
    loadSection(locale, 'catalogue'),
  ]);
  const started = performance.now();
  const index = buildSearchIndex(searchDocuments(catalogue, LISTS, vocabulary));
  logger.info(
    { locale, documents: index.documentCount, ms: Math.round(performance.now() - started) },
    'search index built',
  );
  return index;
}

/** The search index of one locale, built from the catalogue read model and rebuilt after a catalogue change. */
export const loadSearchIndex = invalidatedMemo<LocaleCode, CatalogueSearchIndex>(
  'search-index',
  'catalogue',
  buildIndex,
);
