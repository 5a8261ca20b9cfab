import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { eyeTestVouchersOfOrder, EyeTestVoucherList } from '@/modules/vouchers';
import type { Customer } from '@/payload/payload-types';
import { payloadClient } from '@/payload/client';
import type { RequestContext } from '@/platform/context/request-context';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { currentCustomer, currentShopperKey, customerOwnerKey } from '@/modules/accounts';
import { formatPrice } from '@/platform/i18n/format';
import { loadMessages } from '@/platform/i18n/messages';
import { countryOf } from '@/platform/locale/locales';
import { difference } from '@/platform/money/amounts';
import { loadPageData } from '@/platform/server/page-data';
import { EmptyState } from '@/ui/EmptyState';
import { SHIPPING_METHODS } from './checkout-constants';
import { quoteFor } from './checkout-quote';
import { CheckoutForm } from './CheckoutForm';
import { eyeTestsOf } from './eye-test-orders';
import { OrderDetails } from './OrderDetails';
import { mayRead, orderByNumber, orderByPaymentReference } from './order-store';
import { sandboxStep } from './payment/sandbox-provider';
import { PaymentReturn } from './PaymentReturn';
import { SandboxPaymentPanel } from './SandboxPaymentPanel';
import { DELIVERY_DAYS, shippingCost } from './shipping';

type Query = Record<string, string | string[] | undefined>;

interface Props {
  params: Promise<ShopRouteParams & { reference?: string; orderNumber?: string }>;
  searchParams: Promise<Query>;
}

interface PageArgs {
  context: RequestContext;
  params: { reference?: string; orderNumber?: string };
  query: Query;
  customer?: Customer;
}

/** A checkout page: its title from `checkout.<titleKey>`, the checkout texts for its parts, never indexed. */
function checkoutPage(titleKey: string, render: (args: PageArgs) => Promise<ReactNode>) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const context = await shopContext(await params);
      const t = await getTranslations({ locale: context.locale, namespace: 'checkout' });
      return { title: t(titleKey), robots: { index: false, follow: false } };
    },
    async Page({ params, searchParams }: Props) {
      const routeParams = await params;
      const context = await shopContext(routeParams);
      setRequestLocale(context.locale);
      const [t, messages, query, customer] = await Promise.all([
        getTranslations({ locale: context.locale, namespace: 'checkout' }),
        loadMessages(context.locale, ['checkout', 'account']),
        searchParams,
        currentCustomer(),
      ]);
      const content = await render({ context, params: routeParams, query, customer });
      return (
        <div className="mx-auto max-w-6xl px-4 py-8">
          <h1 className="mb-6 text-3xl font-bold">{t(titleKey)}</h1>
          <NextIntlClientProvider locale={context.locale} messages={messages}>
            {content}
          </NextIntlClientProvider>
        </div>
      );
    },
  };
}

/** `/checkout`: the shopper's cart to order (the customer's once logged in). */
export const checkoutPageRoute = checkoutPage('heading', async ({ context, customer }) => {
  const t = await getTranslations({ locale: context.locale, namespace: 'checkout' });
  const ownerKey = customer ? customerOwnerKey(customer.id) : await currentShopperKey();
  const { data: quote, failed } = await loadPageData(
    'checkout',
    async () =>
      ownerKey
        ? quoteFor(
            await payloadClient(),
            { ownerKey, customerId: customer?.id, email: customer?.email },
            { shippingMethod: 'standard', voucherCode: undefined, giftCardCode: undefined },
            context,
            new Date(),
          )
        : undefined,
    undefined,
  );
  if (failed) return <p role="alert">{t('refusal.unavailable')}</p>;
  if (!quote || quote.lines.length === 0) {
    return <EmptyState title={t('empty')} hint={t('emptyHint')} linkText={t('toCart')} href="/cart" />;
  }
  const days = (method: (typeof SHIPPING_METHODS)[number]) => t('shipping.days', DELIVERY_DAYS[method]);
  const shippingPrices = Object.fromEntries(
    SHIPPING_METHODS.map((method) => [
      method,
      {
        price: shippingCost(method, quote.subtotal, context.currency, quote.needsDelivery),
        days: days(method),
      },
    ]),
  ) as Record<(typeof SHIPPING_METHODS)[number], { price: number; days: string }>;
  return (
    <CheckoutForm
      initialQuote={quote}
      country={countryOf(context.locale)}
      shippingPrices={shippingPrices}
      customer={
        customer && {
          email: customer.email,
          addresses: (customer.addresses ?? []).map((address) => ({
            id: address.id ?? '',
            salutation: address.salutation ?? '',
            firstName: address.firstName,
            lastName: address.lastName,
            street: address.street,
            postalCode: address.postalCode,
            city: address.city,
            country: address.country,
          })),
        }
      }
    />
  );
});

/**
 * `/checkout/payment/{reference}`: the sandbox provider's page for a payment waiting for the shopper, or
 * the return address of a configured provider's own page.
 */
export const paymentPageRoute = checkoutPage('sandbox.title', async ({ params, query }) => {
  const reference = params.reference ?? '';
  const order = await orderByPaymentReference(reference);
  if (!order) notFound();
  const step = sandboxStep(reference);
  if (!step) {
    const answer = Object.fromEntries(
      Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    return <PaymentReturn reference={reference} answer={answer} />;
  }
  return (
    <SandboxPaymentPanel
      reference={reference}
      step={step}
      amount={formatPrice(difference(order.total, order.giftCardAmount), order.currency, order.locale)}
    />
  );
});

/** `/checkout/confirmation/{orderNumber}?token=`: the order's page, for its customer or the link's holder. */
export const confirmationPageRoute = checkoutPage(
  'confirmation.title',
  async ({ params, query, customer }) => {
    const order = await orderByNumber(params.orderNumber ?? '');
    const token = typeof query.token === 'string' ? query.token : '';
    if (!order || !mayRead(order, token, customer)) notFound();
    const t = await getTranslations({ locale: order.locale, namespace: 'checkout' });
    const paid = ['paid', 'shipped', 'delivered', 'returned'].includes(order.status);
    const eyeTestVouchers =
      paid && eyeTestsOf(order) > 0
        ? await eyeTestVouchersOfOrder(await payloadClient(), order.orderNumber)
        : [];
    return (
      <div>
        <div role="status" className="mb-6 rounded border border-green-700 p-4">
          <p className="text-xl font-bold">{paid ? t('confirmation.thanks') : t(`status.${order.status}`)}</p>
          <p data-order-number={order.orderNumber}>
            {t('confirmation.number', { orderNumber: order.orderNumber })}
          </p>
          {paid && <p>{t('confirmation.mail', { email: order.email })}</p>}
          <p>{t('confirmation.moneyBack')}</p>
        </div>
        {eyeTestVouchers.length > 0 && (
          <EyeTestVoucherList vouchers={eyeTestVouchers} locale={order.locale} headingId="order-eye-tests" />
        )}
        <OrderDetails order={order} />
      </div>
    );
  },
);
