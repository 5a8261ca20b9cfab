import { getTranslations } from 'next-intl/server';
import type { Order } from '@/payload/payload-types';
import { formatPrice } from '@/platform/i18n/format';
import type { OrderLine } from './order-line';

/** An order's lines, sums, delivery address and payment, as the confirmation and the account show it. */
export async function OrderDetails({ order }: { order: Order }) {
  const t = await getTranslations({ locale: order.locale, namespace: 'checkout' });
  const money = (amount: number) => formatPrice(amount, order.currency, order.locale);
  const address = order.shippingAddress;
  return (
    <div className="grid gap-6 md:grid-cols-[1fr_18rem]">
      <section aria-labelledby={`order-${order.orderNumber}-lines`}>
        <h2 id={`order-${order.orderNumber}-lines`} className="mb-2 text-xl font-bold">
          {t('order.items')}
        </h2>
        <ul className="divide-y divide-line">
          {(order.lines as OrderLine[]).map((line) => (
            <li key={line.cartLineId} className="py-2">
              <p className="font-semibold">
                {line.quantity} × {line.name} · {money(line.lineTotal)}
              </p>
              <p className="text-sm text-ink/75">{line.variant}</p>
              {line.details.length > 0 && (
                <ul className="text-sm text-ink/75">
                  {line.details.map((detail) => (
                    <li key={detail}>{detail}</li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </section>
      <div>
        <dl className="mb-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          <dt>{t('summary.subtotal')}</dt>
          <dd className="text-right">{money(order.subtotal)}</dd>
          {order.discount > 0 && (
            <>
              <dt>{t('summary.discount', { code: order.voucherCode ?? '' })}</dt>
              <dd className="text-right">−{money(order.discount)}</dd>
            </>
          )}
          <dt>{t('summary.shipping')}</dt>
          <dd className="text-right">{money(order.shipping)}</dd>
          {order.giftCardAmount > 0 && (
            <>
              <dt>{t('summary.giftCard')}</dt>
              <dd className="text-right">−{money(order.giftCardAmount)}</dd>
            </>
          )}
          <dt className="font-bold">{t('summary.total')}</dt>
          <dd className="text-right font-bold">{money(order.total)}</dd>
        </dl>
        <h2 className="mb-1 font-bold">{t('order.deliveryTo')}</h2>
        <address className="mb-3 not-italic">
          {address?.firstName} {address?.lastName}
          <br />
          {address?.street}
          <br />
          {address?.postalCode} {address?.city}
        </address>
        <p>
          <span className="font-bold">{t('order.paidWith')}</span> {t(`payment.${order.payment.method}`)}
        </p>
      </div>
    </div>
  );
}
