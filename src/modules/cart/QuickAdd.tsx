'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { AnalyticsItem } from '@/modules/catalogue';
import type { CurrencyCode } from '@/platform/locale/locales';
import { trackAddToCart } from './add-to-cart-tracking';
import type { AddToCartInput } from './cart-input';
import { useCart } from './CartProvider';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * "Add to basket" for what needs no choices first: a sunglasses frame as it is (from the wishlist), the
 * contact-lens eye test.
 */
export function QuickAdd({
  input,
  kind,
  wishlisted,
  name,
  price,
  currency,
  item,
}: {
  input: DistributiveOmit<AddToCartInput, 'requestKey'>;
  kind: string;
  wishlisted: boolean;
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
    const answer = await add({ ...input, requestKey });
    if (!answer.ok) {
      setState({ added: false, failure: answer.message });
      return;
    }
    setRequestKey(crypto.randomUUID());
    setState({ added: true, failure: '' });
    trackAddToCart({ item, kind, currency, unitPrice: price, quantity: 1, wishlisted });
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
