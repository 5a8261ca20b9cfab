'use client';

import { useEffect } from 'react';
import { trackSafely } from '@/modules/tracking';

/** The store CTA click of the store availability section (a store's link; the own-stores finder has no id). */
export function StoreAvailabilityTracking({ sectionId }: { sectionId: string }) {
  useEffect(() => {
    const section = document.getElementById(sectionId);
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.<HTMLElement>('[data-store-cta]');
      if (!link?.dataset.storeCta) return;
      trackSafely(
        {
          eventType: 'STORE_AVAILABILITY_CTA_CLICK',
          opticianId: link.dataset.storeCta,
          opticianType: 'MSXStore',
          elementText: link.textContent?.trim() ?? '',
        },
        'store availability event',
      );
    };
    section?.addEventListener('click', onClick);
    return () => section?.removeEventListener('click', onClick);
  }, [sectionId]);
  return null;
}
