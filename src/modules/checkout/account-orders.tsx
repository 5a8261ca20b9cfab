import { getTranslations } from 'next-intl/server';
import type { Customer } from '@/payload/payload-types';
import type { RequestContext } from '@/platform/context/request-context';
import { formatDate, formatPrice } from '@/platform/i18n/format';
import { loadPageData } from '@/platform/server/page-data';
import { orderPagePath } from './order-mail';
import { ordersOfCustomer } from './order-store';
import { returnDeadline, returnable } from './returns';
import { ReturnRequestForm } from './ReturnRequestForm';

/** The account's order history: each order's state, total, its page, and the return while it may be asked. */
export async function ordersOnAccountPage(customer: Customer, context: RequestContext) {
  const t = await getTranslations({ locale: context.locale, namespace: 'checkout' });
  const { data: entries, failed } = await loadPageData('orders', () => ordersOfCustomer(customer), []);
  const now = new Date();
  const date = (value: string | Date) => formatDate(value, context.locale);
  return (
    <section aria-labelledby="account-orders" className="rounded border border-ink/20 p-4" key="orders">
      <h2 id="account-orders" className="mb-3 text-xl font-bold">
        {t('history.heading')}
      </h2>
      {failed && <p role="alert">{t('refusal.unavailable')}</p>}
      {!failed && entries.length === 0 && <p>{t('history.none')}</p>}
      <ul className="divide-y divide-line">
        {entries.map(({ order, returnRequest }) => (
          <li key={order.orderNumber} className="py-3" data-order={order.orderNumber}>
            <p className="flex flex-wrap justify-between gap-2">
              <a href={orderPagePath(order)} className="font-semibold text-brand underline">
                {t('history.order', { orderNumber: order.orderNumber })}
              </a>
              <span>{date(order.placedAt)}</span>
              <span>{t(`status.${order.status}`)}</span>
              <span className="font-semibold">{formatPrice(order.total, order.currency, order.locale)}</span>
            </p>
            {returnRequest ? (
              <p className="mt-1 text-sm">{t(`returns.status.${returnRequest.status}`)}</p>
            ) : (
              returnable(order, now) && (
                <ReturnRequestForm orderNumber={order.orderNumber} deadline={date(returnDeadline(order))} />
              )
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
