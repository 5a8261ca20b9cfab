'use client';

import { useTranslations } from 'next-intl';
import type { Quote } from './checkout-quote';

/** The order as it will be charged: lines, voucher, delivery, gift card, total and what is left to pay. */
export function CheckoutSummary({ quote, money }: { quote: Quote; money: (amount: number) => string }) {
  const t = useTranslations('checkout');
  return (
    <section aria-labelledby="checkout-summary-heading" className="h-fit rounded border border-line p-4">
      <h2 id="checkout-summary-heading" className="mb-3 text-xl font-bold">
        {t('summary.heading')}
      </h2>
      <ul className="mb-3 space-y-2 text-sm" aria-label={t('summary.lines')}>
        {quote.lines.map((line) => (
          <li key={line.cartLineId} className="flex justify-between gap-3">
            <span>
              {line.quantity} × {line.name}
              <span className="block text-ink/70">{line.variant}</span>
              {line.details.map((detail) => (
                <span key={detail} className="block text-ink/70">
                  {detail}
                </span>
              ))}
            </span>
            <span className="whitespace-nowrap">{money(line.lineTotal)}</span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" aria-live="polite">
        <dt>{t('summary.subtotal')}</dt>
        <dd className="text-right">{money(quote.subtotal)}</dd>
        {quote.discount > 0 && (
          <>
            <dt>{t('summary.discount', { code: quote.voucher?.code ?? '' })}</dt>
            <dd className="text-right" data-checkout-discount>
              −{money(quote.discount)}
            </dd>
          </>
        )}
        <dt>{t('summary.shipping')}</dt>
        <dd className="text-right">
          {quote.shipping === 0 ? t('summary.shippingFree') : money(quote.shipping)}
        </dd>
        <dt className="font-bold">{t('summary.total')}</dt>
        <dd className="text-right font-bold" data-checkout-total>
          {money(quote.total)}
        </dd>
        {quote.giftCardAmount > 0 && (
          <>
            <dt>{t('summary.giftCard')}</dt>
            <dd className="text-right">−{money(quote.giftCardAmount)}</dd>
            <dt className="text-lg font-bold">{t('summary.amountDue')}</dt>
            <dd className="text-right text-lg font-bold" data-checkout-due>
              {money(quote.amountDue)}
            </dd>
          </>
        )}
      </dl>
      <p className="mt-1 text-sm text-ink/75">{t('summary.vatNote')}</p>
    </section>
  );
}
