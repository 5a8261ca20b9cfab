'use client';

import { useTranslations } from 'next-intl';
import { useWishlist } from './WishlistProvider';

/** The header's wishlist counter: how many items are kept (nothing while there are none). */
export function WishlistCount() {
  const t = useTranslations('wishlist');
  const { skus } = useWishlist();
  if (skus.size === 0) return null;
  return (
    <span
      className="ml-0.5 rounded-full bg-brand px-1.5 text-xs font-bold text-white"
      data-wishlist-count={skus.size}
    >
      <span aria-hidden="true">{skus.size}</span>
      <span className="sr-only">{t('count', { count: skus.size })}</span>
    </span>
  );
}
