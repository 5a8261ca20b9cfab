'use client';

import { useEffect } from 'react';
import { track } from '@/modules/tracking';
import { browserLogger } from '@/platform/logging/browser-logger';
import type { AnalyticsItem } from '../analytics-item';

/** view_item for the product as shown; product_variation_click on the colour, size and package pickers. */
export function ProductTracking({ currency, item }: { currency: string; item: AnalyticsItem }) {
  const key = `${item.itemId}|${item.itemVariant}`;
  useEffect(() => {
    try {
      track({ eventType: 'VIEW_ITEM', ecommerce: { currency, items: [item] } });
    } catch (error) {
      browserLogger.warn('view_item not tracked', error);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per product and variant shown
  }, [key]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLElement>('[data-variation-type]');
      if (!link) return;
      try {
        track({
          eventType: 'PRODUCT_VARIATION_CLICK',
          imageId: link.dataset.imageId ?? '',
          variationType: link.dataset.variationType as 'framesize' | 'color' | 'package_size',
        });
      } catch (error) {
        browserLogger.warn('variation click not tracked', error);
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
