'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { WishlistEntry } from './wishlist-entries';
import { useWishlist } from './WishlistProvider';

/**
 * The kept items the server listed, without those the shopper takes off here (or on another page of this
 * visit); `empty` shows when none are left.
 */
export function WishlistEntries({
  entries,
  actions,
  empty,
}: {
  entries: WishlistEntry[];
  /** per sku, what other capabilities offer for it (add to basket) */
  actions: Record<string, ReactNode>;
  empty: ReactNode;
}) {
  const t = useTranslations('wishlist');
  const { skus, loaded, remove } = useWishlist();
  const visible = loaded ? entries.filter((entry) => skus.has(entry.sku)) : entries;
  if (visible.length === 0) return empty;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('listLabel')}>
      {visible.map(({ sku, productId, product }) => (
        <li
          key={sku}
          className="flex flex-col rounded border border-line bg-white p-3"
          data-wishlist-entry={sku}
        >
          {product ? (
            <>
              {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG, no optimisation needed */}
              <img
                src={product.imagePath}
                alt=""
                width={400}
                height={200}
                className="mb-2 aspect-[2/1] object-contain"
              />
              <p className="text-sm font-semibold">{product.brandName}</p>
              <h2 className="text-base">
                <a href={product.href} className="hover:underline">
                  {product.name}
                </a>
              </h2>
              <p className="text-sm text-ink/75">{product.description}</p>
              <p className="mt-auto pt-2">
                <span className="font-bold">{product.price}</span>
                {product.strikePrice && (
                  <>
                    {' '}
                    <s className="text-sm text-ink/75">
                      <span className="sr-only">{t('regularPrice')}</span>
                      {product.strikePrice}
                    </s>
                  </>
                )}
              </p>
            </>
          ) : (
            <p className="mb-2">{t('unavailableProduct')}</p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            {actions[sku]}
            {product && (
              <a
                href={product.href}
                className="rounded-md bg-brand px-4 py-2 font-medium text-white hover:bg-brand-dark"
                aria-label={t('toProductLabel', { name: product.name })}
              >
                {t('toProduct')}
              </a>
            )}
            <button
              type="button"
              onClick={() => remove(sku, productId)}
              className="rounded-md border-2 border-brand px-4 py-2 font-medium text-brand hover:bg-brand/5"
              aria-label={t('removeLabel', { name: product?.name ?? sku })}
            >
              {t('remove')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
