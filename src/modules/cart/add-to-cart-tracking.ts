'use client';

import type { AnalyticsItem } from '@/modules/catalogue';
import { lensAnalyticsFields, type LensConfiguration } from '@/modules/configurator/client';
import { trackSafely } from '@/modules/tracking';
import type { CurrencyCode } from '@/platform/locale/locales';
import { timesQuantity } from '@/platform/money/amounts';

/** add_to_cart with the §3 fields: product type, whether wishlisted, and the lens choices of glasses. */
export function trackAddToCart({
  item,
  kind,
  currency,
  unitPrice,
  quantity,
  wishlisted,
  lenses,
}: {
  item: AnalyticsItem;
  kind: string;
  currency: CurrencyCode;
  unitPrice: number;
  quantity: number;
  wishlisted: boolean;
  lenses?: LensConfiguration;
}) {
  trackSafely(
    {
      eventType: 'ADD_TO_CART',
      ecommerce: {
        currency,
        value: timesQuantity(unitPrice, quantity),
        items: [
          {
            ...item,
            price: unitPrice.toFixed(2),
            quantity: String(quantity),
            orderTypeProduct: kind,
            wishlistedProduct: String(wishlisted),
            ...(lenses ? lensAnalyticsFields(lenses) : {}),
          },
        ],
      },
    },
    'add to cart',
  );
}
