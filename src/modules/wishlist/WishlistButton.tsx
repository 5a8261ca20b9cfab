'use client';

import { useTranslations } from 'next-intl';
import { useWishlist } from './WishlistProvider';

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z" />
    </svg>
  );
}

/**
 * Keeps a sku on the wishlist or takes it off: a toggle button (aria-pressed) named after the product.
 * `labelled` shows its text beside the heart (product pages); on tiles the heart alone.
 */
export function WishlistButton({
  sku,
  productId,
  productName,
  labelled = false,
}: {
  sku: string;
  productId: string;
  productName: string;
  labelled?: boolean;
}) {
  const t = useTranslations('wishlist');
  const { skus, toggle } = useWishlist();
  const kept = skus.has(sku);
  return (
    <button
      type="button"
      aria-pressed={kept}
      aria-label={labelled ? undefined : t('toggleLabel', { name: productName })}
      data-wishlist-sku={sku}
      onClick={() => toggle(sku, productId)}
      className={
        labelled
          ? 'inline-flex items-center gap-2 rounded-md border-2 border-brand px-4 py-2 font-medium text-brand hover:bg-brand/5'
          : 'rounded-full bg-white/90 p-2 text-brand shadow-sm hover:bg-white'
      }
    >
      <Heart filled={kept} />
      {labelled && t('buttonText')}
    </button>
  );
}
