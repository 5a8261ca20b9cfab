'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { formatPrice } from '@/platform/i18n/format';
import type { CurrencyCode, LocaleCode } from '@/platform/locale/locales';
import type { CartLineView } from './cart-view';
import { useCart } from './CartProvider';

function CartLine({ line, money }: { line: CartLineView; money: (amount: number) => string }) {
  const t = useTranslations('cart');
  const { setQuantity, remove } = useCart();
  const [failure, setFailure] = useState('');
  const name = line.product?.name ?? line.sku;
  const quantityId = `quantity-${line.id}`;
  const run = async (change: Promise<{ ok: boolean; message?: string }>) => {
    const answer = await change;
    setFailure(answer.ok ? '' : (answer.message ?? ''));
  };
  return (
    <li
      className="grid gap-3 border-b border-line py-4 sm:grid-cols-[10rem_1fr_auto]"
      data-cart-line={line.sku}
    >
      {line.product ? (
        // eslint-disable-next-line @next/next/no-img-element -- generated SVG, no optimisation needed
        <img
          src={line.product.imagePath}
          alt=""
          width={160}
          height={80}
          className="aspect-[2/1] object-contain"
        />
      ) : (
        <span />
      )}
      <div>
        {line.product ? (
          <>
            <p className="text-sm font-semibold">{line.product.brandName}</p>
            <h2 className="text-base font-semibold">
              <a href={line.product.href} className="hover:underline">
                {line.product.name}
              </a>
            </h2>
            <p className="text-sm text-ink/75">{line.product.variant}</p>
            {line.details.length > 0 && (
              <ul className="mt-1 text-sm text-ink/75">
                {line.details.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            )}
          </>
        ) : (
          <p>{t('unavailableProduct')}</p>
        )}
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={quantityId} className="block text-sm font-medium">
              {t('quantity')}
            </label>
            <select
              id={quantityId}
              value={line.quantity}
              onChange={(event) => void run(setQuantity(line.id, Number(event.target.value)))}
              className="rounded-md border border-line px-2 py-1"
            >
              {Array.from({ length: line.maxQuantity }, (_, index) => index + 1).map((quantity) => (
                <option key={quantity} value={quantity}>
                  {quantity}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            onClick={() => void run(remove(line.id))}
            aria-label={t('removeLabel', { name })}
            className="rounded-md border-2 border-brand px-3 py-1 font-medium text-brand hover:bg-brand/5"
          >
            {t('remove')}
          </button>
        </div>
        {failure && (
          <p role="alert" className="mt-1 text-sm font-semibold text-red-700">
            {failure}
          </p>
        )}
      </div>
      <p className="text-right">
        <span className="block text-sm text-ink/75">{t('unitPrice', { price: money(line.unitPrice) })}</span>
        <span className="font-bold" data-line-total>
          {money(line.lineTotal)}
        </span>
      </p>
    </li>
  );
}

/**
 * Shows `children` in the room `placeholder` would take, unseen, so that the page below does not move when the
 * placeholder (the empty cart, what a first visit gets) replaces them.
 */
function InRoomOf({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  return (
    <div className="grid">
      <div className="invisible col-start-1 row-start-1">{placeholder}</div>
      <div className="col-start-1 row-start-1">{children}</div>
    </div>
  );
}

/**
 * The cart: its lines with quantity and remove, and the totals with delivery. The page around it is the same
 * for every visitor (kept by the page cache, ADR 0006): the visitor's cart is read here, in the browser.
 */
export function CartPageView({ empty }: { empty: ReactNode }) {
  const t = useTranslations('cart');
  const locale = useLocale() as LocaleCode;
  const { cart, unreadable, read } = useCart();
  useEffect(() => read(), [read]);
  if (!cart) {
    return (
      <InRoomOf placeholder={empty}>
        {unreadable ? (
          <p role="alert" className="rounded border border-danger p-4">
            {t('error.unavailable')}
          </p>
        ) : (
          <p role="status" aria-busy="true" data-cart-loading>
            {t('loading')}
          </p>
        )}
      </InRoomOf>
    );
  }
  const money = (amount: number) => formatPrice(amount, cart.currency as CurrencyCode, locale);
  if (cart.lines.length === 0) return empty;
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
      <ul aria-label={t('linesLabel')}>
        {cart.lines.map((line) => (
          <CartLine key={line.id} line={line} money={money} />
        ))}
      </ul>
      <section aria-labelledby="cart-summary-heading" className="h-fit rounded border border-line p-4">
        <h2 id="cart-summary-heading" className="mb-3 text-xl font-bold">
          {t('summaryHeading')}
        </h2>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>{t('subtotal', { count: cart.itemCount })}</dt>
          <dd className="text-right" data-cart-subtotal>
            {money(cart.subtotal)}
          </dd>
          <dt>{t('shipping')}</dt>
          <dd className="text-right" data-cart-shipping>
            {cart.shipping === 0 ? t('shippingFree') : money(cart.shipping)}
          </dd>
          <dt className="mt-2 text-lg font-bold">{t('total')}</dt>
          <dd className="mt-2 text-right text-lg font-bold" data-cart-total>
            {money(cart.total)}
          </dd>
        </dl>
        <p className="mt-1 text-sm text-ink/75">{t('vatNote')}</p>
        {cart.freeShippingIn > 0 && (
          <p className="mt-3 text-sm">{t('freeShippingIn', { amount: money(cart.freeShippingIn) })}</p>
        )}
        <a
          href="/checkout"
          className="mt-4 block rounded-md bg-brand px-4 py-3 text-center font-semibold text-white hover:bg-brand-dark"
        >
          {t('toCheckout')}
        </a>
      </section>
    </div>
  );
}
