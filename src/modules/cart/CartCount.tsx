'use client';

import { useTranslations } from 'next-intl';
import { CountBadge } from '@/ui/CountBadge';
import { useCart } from './CartProvider';

/** The header's cart counter: how many items are in the cart (nothing while it is empty). */
export function CartCount() {
  const t = useTranslations('cart');
  const { cart } = useCart();
  if (!cart || cart.itemCount === 0) return null;
  return (
    <CountBadge count={cart.itemCount} label={t('count', { count: cart.itemCount })} dataName="cart-count" />
  );
}
