'use client';

import { useTranslations } from 'next-intl';
import { useCart } from './CartProvider';

/** The header's cart counter: how many items are in the cart (nothing while it is empty). */
export function CartCount() {
  const t = useTranslations('cart');
  const { cart } = useCart();
  if (!cart || cart.itemCount === 0) return null;
  return (
    <span
      className="ml-0.5 rounded-full bg-brand px-1.5 text-xs font-bold text-white"
      data-cart-count={cart.itemCount}
    >
      <span aria-hidden="true">{cart.itemCount}</span>
      <span className="sr-only">{t('count', { count: cart.itemCount })}</span>
    </span>
  );
}
