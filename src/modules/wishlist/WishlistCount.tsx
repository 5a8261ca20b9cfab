'use client';

import { useTranslations } from 'next-intl';
import { CountBadge } from '@/ui/CountBadge';
import { useWishlist } from './WishlistProvider';

/** The header's wishlist counter: how many items are kept (nothing while there are none). */
export function WishlistCount() {
  const t = useTranslations('wishlist');
  const { skus } = useWishlist();
  if (skus.size === 0) return null;
  return <CountBadge count={skus.size} label={t('count', { count: skus.size })} dataName="wishlist-count" />;
}
