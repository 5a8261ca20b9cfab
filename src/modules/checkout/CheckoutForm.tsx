'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import {
  AddressFields,
  AddressLines,
  FormMessage,
  LoginDisclosure,
  emptyAddress,
  type AddressValues,
} from '@/modules/accounts/client';
import { formatPrice } from '@/platform/i18n/format';
import type { LocaleCode } from '@/platform/locale/locales';
import { RadioGroup } from '@/ui/RadioGroup';
import { TextField } from '@/ui/TextField';
import { useJsonPost } from '@/ui/use-json-post';
import { SHIPPING_METHODS, type ShippingMethod } from './checkout-constants';
import type { Quote } from './checkout-quote';
import { CheckoutSummary } from './CheckoutSummary';
import { CodeField } from './CodeField';

type QuoteView = Omit<Quote, 'voucher' | 'giftCard'> & {
  voucher?: { code: string; message?: string };
  giftCard?: { code: string; message?: string };
};

type SavedAddress = AddressValues & { id: string };
type Method = 'card' | 'paypal' | 'invoice';

export interface CheckoutCustomer {
  email: string;
  addresses: SavedAddress[];
}

const sectionClass = 'mb-6 rounded border border-ink/20 p-4';
const headingClass = 'mb-3 text-xl font-bold';

/**
 * The checkout on one page: e-mail (or a login), delivery address, delivery method, payment, voucher and
 * gift card, the priced summary, the terms, and the button that orders with an obligation to pay. One
 * placement key per attempt: a double click or a retried request places one order.
 */
export function CheckoutForm({
  initialQuote,
  customer,
  country,
  shippingPrices,
}: {
  initialQuote: QuoteView;
  customer?: CheckoutCustomer;
  country: string;
  shippingPrices: Record<ShippingMethod, { price: number; days: string }>;
}) {
  const t = useTranslations('checkout');
  const locale = useLocale() as LocaleCode;
  const money = (amount: number) => formatPrice(amount, initialQuote.currency, locale);
  const [quote, setQuote] = useState(initialQuote);
  const [email, setEmail] = useState(customer?.email ?? '');
  const [addressChoice, setAddressChoice] = useState(customer?.addresses[0]?.id ?? 'new');
  const [address, setAddress] = useState<AddressValues>(emptyAddress(country));
  const [shippingMethod, setShippingMethod] = useState<ShippingMethod>('standard');
  const [paymentMethod, setPaymentMethod] = useState<Method>('card');
  const [codes, setCodes] = useState<{ voucherCode?: string; giftCardCode?: string }>({});
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [placementKey, setPlacementKey] = useState(() => crypto.randomUUID());
  const quoting = useJsonPost(t('refusal.unavailable'));
  const placing = useJsonPost(t('refusal.unavailable'));
  const errors = placing.fieldErrors;

  const requote = async (change: {
    shippingMethod?: ShippingMethod;
    voucherCode?: string;
    giftCardCode?: string;
  }) => {
    const next = { shippingMethod, ...codes, ...change };
    const outcome = await quoting.post<QuoteView>('/data/checkout/quote', next);
    if (outcome.ok) setQuote(outcome.body);
  };

  const chosenAddress =
    addressChoice === 'new' ? address : customer?.addresses.find((saved) => saved.id === addressChoice);

  const place = async (event: React.FormEvent) => {
    event.preventDefault();
    const outcome = await placing.post<{ redirect?: string }>('/data/checkout/orders', {
      placementKey,
      email,
      address: chosenAddress,
      shippingMethod,
      paymentMethod,
      ...codes,
      acceptTerms,
    });
    if (outcome.ok && outcome.body.redirect) {
      window.location.assign(outcome.body.redirect);
      return;
    }
    // A refused order is over: the next attempt is a new placement.
    if (outcome.status !== 400 && outcome.status !== 0) setPlacementKey(crypto.randomUUID());
  };

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <form onSubmit={(event) => void place(event)} noValidate aria-label={t('heading')}>
        <FormMessage text={placing.message} tone="error" />
        <section aria-labelledby="checkout-contact-heading" className={sectionClass}>
          <h2 id="checkout-contact-heading" className={headingClass}>
            {t('contact.heading')}
          </h2>
          {!customer && <LoginDisclosure next="/checkout" pageClassification="CART" />}
          <TextField
            id="checkout-email"
            label={t('contact.email')}
            hint={t('contact.emailHint')}
            value={email}
            onChange={setEmail}
            error={errors.email}
            type="email"
            autoComplete="email"
            readOnly={Boolean(customer)}
            required
          />
        </section>

        <section aria-labelledby="checkout-address-heading" className={sectionClass}>
          <h2 id="checkout-address-heading" className={headingClass}>
            {t('address.heading')}
          </h2>
          {customer && customer.addresses.length > 0 && (
            <fieldset className="mb-3">
              <legend className="mb-1 font-semibold">{t('address.choose')}</legend>
              {customer.addresses.map((saved) => (
                <label key={saved.id} className="mb-2 flex items-start gap-2">
                  <input
                    type="radio"
                    name="checkout-address-choice"
                    checked={addressChoice === saved.id}
                    onChange={() => setAddressChoice(saved.id)}
                    className="mt-1"
                  />
                  <AddressLines address={saved} />
                </label>
              ))}
              <label className="flex items-center gap-2">
                <input
                  type="radio"
                  name="checkout-address-choice"
                  checked={addressChoice === 'new'}
                  onChange={() => setAddressChoice('new')}
                />
                {t('address.new')}
              </label>
            </fieldset>
          )}
          {addressChoice === 'new' && (
            <AddressFields
              idPrefix="checkout-address"
              values={address}
              onChange={setAddress}
              errors={errors}
            />
          )}
        </section>

        <section aria-labelledby="checkout-shipping-heading" className={sectionClass}>
          <h2 id="checkout-shipping-heading" className={headingClass}>
            {t('shipping.heading')}
          </h2>
          {!quote.needsDelivery ? (
            <p>{t('shipping.byEmail')}</p>
          ) : (
            <RadioGroup
              legend={t('shipping.legend')}
              name="checkout-shipping-method"
              options={SHIPPING_METHODS.map((method) => ({
                value: method,
                label: t(`shipping.${method}`, {
                  price:
                    method === 'standard' && quote.shipping === 0 && shippingMethod === 'standard'
                      ? t('summary.shippingFree')
                      : money(shippingPrices[method].price),
                  days: shippingPrices[method].days,
                }),
              }))}
              value={shippingMethod}
              onChange={(method) => {
                setShippingMethod(method);
                void requote({ shippingMethod: method });
              }}
            />
          )}
        </section>

        <section aria-labelledby="checkout-payment-heading" className={sectionClass}>
          <h2 id="checkout-payment-heading" className={headingClass}>
            {t('payment.heading')}
          </h2>
          <CodeField
            kind="giftCard"
            applied={quote.giftCard?.code}
            message={quote.giftCard?.message}
            busy={quoting.busy}
            onApply={(giftCardCode) => {
              setCodes((current) => ({ ...current, giftCardCode }));
              void requote({ giftCardCode });
            }}
          />
          {quote.amountDue > 0 ? (
            <>
              <RadioGroup
                legend={t('payment.legend')}
                name="checkout-payment-method"
                options={(['card', 'paypal', 'invoice'] as const).map((method) => ({
                  value: method,
                  label: t(`payment.${method}`),
                }))}
                value={paymentMethod}
                onChange={setPaymentMethod}
                error={errors.paymentMethod}
              />
              {paymentMethod === 'card' && <p className="text-sm">{t('payment.cardNote')}</p>}
              {paymentMethod === 'paypal' && <p className="text-sm">{t('payment.paypalNote')}</p>}
              {paymentMethod === 'invoice' && <p className="text-sm">{t('payment.invoiceNote')}</p>}
            </>
          ) : (
            <p>{t('payment.coveredByGiftCard')}</p>
          )}
        </section>

        <section aria-labelledby="checkout-voucher-heading" className={sectionClass}>
          <h2 id="checkout-voucher-heading" className={headingClass}>
            {t('codes.heading')}
          </h2>
          <CodeField
            kind="voucher"
            applied={quote.voucher?.code}
            message={quote.voucher?.message}
            busy={quoting.busy}
            onApply={(voucherCode) => {
              setCodes((current) => ({ ...current, voucherCode }));
              void requote({ voucherCode });
            }}
          />
          <FormMessage text={quoting.message} tone="error" />
        </section>

        <div className="mb-4">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              checked={acceptTerms}
              onChange={(event) => setAcceptTerms(event.target.checked)}
              aria-invalid={errors.acceptTerms ? true : undefined}
              aria-describedby={errors.acceptTerms ? 'checkout-terms-error' : undefined}
              className="mt-1"
            />
            <span>
              {t.rich('terms', {
                terms: (chunks) => (
                  <a href="/agb" className="underline">
                    {chunks}
                  </a>
                ),
                privacy: (chunks) => (
                  <a href="/datenschutz" className="underline">
                    {chunks}
                  </a>
                ),
              })}
            </span>
          </label>
          {errors.acceptTerms && (
            <p id="checkout-terms-error" className="mt-1 text-sm font-semibold text-red-700">
              {errors.acceptTerms}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={placing.busy}
          className="w-full rounded-md bg-brand px-4 py-3 text-lg font-semibold text-white hover:bg-brand-dark disabled:opacity-60"
        >
          {t('placeOrder', { amount: money(quote.amountDue) })}
        </button>
      </form>
      <CheckoutSummary quote={quote as Quote} money={money} />
    </div>
  );
}
