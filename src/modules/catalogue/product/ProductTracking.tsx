'use client';

import { useEffect } from 'react';
import { trackSafely } from '@/modules/tracking';
import type { AnalyticsItem } from '../analytics-item';

/** view_item for the product as shown; product_variation_click on the colour, size and package pickers. */
export function ProductTracking({ currency, item }: { currency: string; item: AnalyticsItem }) {
  const key = `${item.itemId}|${item.itemVariant}`;
  useEffect(() => {
    trackSafely({ eventType: 'VIEW_ITEM', ecommerce: { currency, items: [item] } }, 'view_item');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per product and variant shown
  }, [key]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest<HTMLElement>('[data-variation-type]');
      if (!link) return;
      trackSafely(
        {
          eventType: 'PRODUCT_VARIATION_CLICK',
          imageId: link.dataset.imageId ?? '',
          variationType: link.dataset.variationType as 'framesize' | 'color' | 'package_size',
        },
        'variation click',
      );
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  return null;
}
