'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import {
  configuredPrice,
  ContactLensForm,
  LensConfigurator,
  type ContactLensRange,
  type FieldMessage,
  type LensConfiguration,
} from '@/modules/configurator/client';
import { useWishlist } from '@/modules/wishlist/client';
import type { CurrencyCode } from '@/platform/locale/locales';
import type { AnalyticsItem } from '@/modules/catalogue';
import type { Availability } from '@/modules/stock';
import { trackAddToCart } from './add-to-cart-tracking';
import type { AddToCartInput } from './cart-input';
import { useCart } from './CartProvider';

export interface PurchasableProduct {
  kind: 'glasses' | 'sunglasses' | 'contactLenses';
  sku: string;
  name: string;
  /** the frame's or the package's price */
  price: number;
  currency: CurrencyCode;
  contactLensRange?: ContactLensRange;
  analyticsItem: AnalyticsItem;
  availability: Availability;
}

const newRequestKey = () => crypto.randomUUID();

/**
 * Buying from a product page: glasses through the lens configurator, sunglasses as they are or with
 * prescription lenses, contact lenses per eye. A request key per attempt makes a double submit one line.
 */
export function ProductPurchase({ product }: { product: PurchasableProduct }) {
  const t = useTranslations('cart');
  const { add } = useCart();
  const { skus } = useWishlist();
  const panelId = useId();
  const [requestKey, setRequestKey] = useState(newRequestKey);
  const [open, setOpen] = useState(false);
  const [added, setAdded] = useState(false);
  const [failure, setFailure] = useState('');

  const send = async (
    input: AddToCartInput,
    quantity: number,
    unitPrice: number,
    lenses?: LensConfiguration,
  ): Promise<FieldMessage[] | undefined> => {
    setFailure('');
    setAdded(false);
    const answer = await add(input);
    if (!answer.ok) {
      setFailure(answer.message);
      return answer.fields;
    }
    setRequestKey(newRequestKey());
    setAdded(true);
    trackAddToCart({
      item: product.analyticsItem,
      kind: product.kind,
      currency: product.currency,
      unitPrice,
      quantity,
      wishlisted: skus.has(product.sku),
      lenses,
    });
    return undefined;
  };

  const confirmation = (
    <div role="status" className="mt-3">
      {added && (
        <p className="rounded border border-brand bg-brand/5 p-3">
          {t('added', { name: product.name })}{' '}
          <a href="/cart" className="font-semibold text-brand underline">
            {t('toCart')}
          </a>
        </p>
      )}
      {failure && <p className="font-semibold text-red-700">{failure}</p>}
    </div>
  );

  if (product.kind === 'contactLenses' && product.contactLensRange) {
    return (
      <div className="w-full">
        <h2 className="mb-2 text-xl font-bold">{t('contactLensHeading')}</h2>
        <ContactLensForm
          range={product.contactLensRange}
          packagePrice={product.price}
          currency={product.currency}
          submitLabel={t('addToCart')}
          onSubmit={(eyes) => {
            const boxes = (eyes.right?.boxes ?? 0) + (eyes.left?.boxes ?? 0);
            return send({ type: 'contactLenses', sku: product.sku, eyes, requestKey }, boxes, product.price);
          }}
        />
        {confirmation}
      </div>
    );
  }

  const frameKind = product.kind === 'sunglasses' ? 'sunglasses' : 'glasses';
  if (product.availability === 'soldOut') {
    return (
      <div className="w-full">
        <p className="font-semibold text-red-800">{t('availability.soldOut')}</p>
        <p className="text-sm">{t('availability.soldOutHint')}</p>
      </div>
    );
  }
  return (
    <div className="w-full">
      <p
        className={
          product.availability === 'fewLeft' ? 'mb-2 font-semibold text-amber-800' : 'mb-2 text-green-800'
        }
      >
        {t(`availability.${product.availability}`)}
      </p>
      <div className="flex flex-wrap gap-3">
        {frameKind === 'sunglasses' && (
          <button
            type="button"
            onClick={() =>
              void send({ type: 'frame', sku: product.sku, quantity: 1, requestKey }, 1, product.price)
            }
            className="rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {t('addToCart')}
          </button>
        )}
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className={
            frameKind === 'glasses'
              ? 'rounded-md bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark'
              : 'rounded-md border-2 border-brand px-4 py-2 font-semibold text-brand hover:bg-brand/5'
          }
        >
          {frameKind === 'glasses' ? t('chooseLenses') : t('withPrescription')}
        </button>
      </div>
      <div id={panelId} hidden={!open} className="mt-4">
        {open && (
          <LensConfigurator
            frameKind={frameKind}
            framePrice={product.price}
            currency={product.currency}
            submitLabel={t('addToCart')}
            onSubmit={(lenses, configuration) =>
              send(
                { type: 'frame', sku: product.sku, quantity: 1, lenses, requestKey },
                1,
                configuredPrice(product.price, configuration, product.currency),
                configuration,
              )
            }
          />
        )}
      </div>
      {confirmation}
    </div>
  );
}
