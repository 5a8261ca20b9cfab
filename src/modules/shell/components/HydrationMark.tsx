'use client';

import { useEffect } from 'react';

/**
 * Marks the document `data-hydrated` once React has taken over the page: from then on its controls act
 * through JavaScript (events, client navigation). Browser tests wait for it before they interact.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
