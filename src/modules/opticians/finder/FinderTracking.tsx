'use client';

import { useEffect } from 'react';
import { trackSafely } from '@/modules/tracking';

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
    trackSafely({ eventType: 'OPTICIAN_MAP_SEARCH_SUBMIT', searchTerm, resultValue }, 'optician search');
  }, [searchTerm, resultValue]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLElement>('[data-optician-details]');
      if (!link) return;
      trackSafely(
        {
          eventType: 'OPTICIAN_MAP_STORE_DETAILS_CLICK',
          opticianId: link.dataset.opticianId ?? '',
          opticianType: link.dataset.opticianType as 'MSXStore' | 'Partner',
          category: 'optician_list',
          voucher: link.dataset.voucher,
          elementText: link.textContent?.trim() ?? '',
        },
        'optician details click',
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  return null;
}
