import { getTranslations } from 'next-intl/server';
import type { RequestContext } from '@/platform/context/request-context';
import { formatPrice } from '@/platform/i18n/format';
import type { Price } from './model/product';

/**
 * The price paid, bold (red on sale, with the regular price struck through); screen readers hear which is
 * which. `from` shows it as a starting price ("ab 12,95 €").
 */
export async function PriceTag({
  price,
  context,
  from = false,
  strikeClassName,
}: {
  price: Price;
  context: RequestContext;
  from?: boolean;
  strikeClassName: string;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const amount = formatPrice(price.amount, context.currency, context.locale);
  const shown = from ? t('list.fromPrice', { price: amount }) : amount;
  if (price.strike === undefined) {
    return (
      <span className="font-bold" data-price-amount>
        {shown}
      </span>
    );
  }
  const regular = formatPrice(price.strike, context.currency, context.locale);
  return (
    <>
      <span className="font-bold text-danger">
        <span className="sr-only">{t('list.salePrice', { price: amount })}</span>
        <span aria-hidden="true" data-price-amount>
          {shown}
        </span>
      </span>{' '}
      <s className={`${strikeClassName} text-ink/75`}>
        <span className="sr-only">{t('list.regularPrice', { price: regular })}</span>
        <span aria-hidden="true">{regular}</span>
      </s>
    </>
  );
}
