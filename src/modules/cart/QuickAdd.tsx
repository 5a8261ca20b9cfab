'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AnalyticsItem } from '@/modules/catalogue';
import type { CurrencyCode } from '@/platform/locale/locales';
import { trackAddToCart } from './add-to-cart-tracking';
import { useCart } from './CartProvider';

/** "Add to basket" for a frame that needs no lenses (sunglasses as they are), e.g. from the wishlist. */
export function QuickAdd({
  sku,
  name,
  price,
  currency,
  item,
}: {
  sku: string;
  name: string;
  price: number;
  currency: CurrencyCode;
  item: AnalyticsItem;
}) {
  const t = useTranslations('cart');
  const { add } = useCart();
  const [requestKey, setRequestKey] = useState(() => crypto.randomUUID());
  const [state, setState] = useState<{ added: boolean; failure: string }>({ added: false, failure: '' });

  const addToCart = async () => {
    const answer = await add({ type: 'frame', sku, quantity: 1, requestKey });
    if (!answer.ok) {
      setState({ added: false, failure: answer.message });
      return;
    }
    setRequestKey(crypto.randomUUID());
    setState({ added: true, failure: '' });
    trackAddToCart({ item, kind: 'sunglasses', currency, unitPrice: price, quantity: 1, wishlisted: true });
  };

  return (
    <div>
      <button
        type="button"
        onClick={() => void addToCart()}
        className="rounded-md bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark"
        aria-label={t('addToCartLabel', { name })}
      >
        {t('addToCart')}
      </button>
      <div role="status" className="mt-2 text-sm">
        {state.added && (
          <p>
            {t('added', { name })}{' '}
            <a href="/cart" className="font-semibold text-brand underline">
              {t('toCart')}
            </a>
          </p>
        )}
        {state.failure && <p className="font-semibold text-red-700">{state.failure}</p>}
      </div>
    </div>
  );
}
