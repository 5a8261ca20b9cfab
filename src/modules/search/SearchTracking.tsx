'use client';

import { useEffect } from 'react';
import { trackSafely } from '@/modules/tracking';

/** The free-text search event, once per query (not again when the shopper pages through the results). */
export function SearchTracking({ query, firstPage }: { query: string; firstPage: boolean }) {
  useEffect(() => {
    if (!firstPage) return;
    trackSafely(
      { eventType: 'SEARCH', ecommerce: { searchTerm: query, searchType: 'freetext_search' } },
      'search event',
    );
  }, [query, firstPage]);
  return null;
}
