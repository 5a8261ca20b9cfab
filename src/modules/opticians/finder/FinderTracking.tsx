'use client';

import { useEffect } from 'react';
import { track } from '@/modules/tracking';
import { browserLogger } from '@/platform/logging/browser-logger';

/**
 * The finder's events: the search submit once per search shown (with the no-result value where there was
 * none), and the details click on a result (`data-optician-details` links).
 */
export function FinderTracking({
  searchTerm,
  resultValue,
}: {
  searchTerm?: string;
  resultValue?: 'no_address_found' | 'no_store_found';
}) {
  useEffect(() => {
    if (searchTerm === undefined) return;
    try {
      track({ eventType: 'OPTICIAN_MAP_SEARCH_SUBMIT', searchTerm, resultValue });
    } catch (error) {
      browserLogger.warn('optician search not tracked', error);
    }
  }, [searchTerm, resultValue]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLElement>('[data-optician-details]');
      if (!link) return;
      try {
        track({
          eventType: 'OPTICIAN_MAP_STORE_DETAILS_CLICK',
          opticianId: link.dataset.opticianId ?? '',
          opticianType: link.dataset.opticianType as 'MSXStore' | 'Partner',
          category: 'optician_list',
          voucher: link.dataset.voucher,
          elementText: link.textContent?.trim() ?? '',
        });
      } catch (error) {
        browserLogger.warn('optician details click not tracked', error);
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return null;
}
