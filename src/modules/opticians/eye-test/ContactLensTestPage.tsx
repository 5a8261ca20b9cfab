import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { RequestContext } from '@/platform/context/request-context';
import { formatPrice } from '@/platform/i18n/format';
import { CONTACT_LENS_EYE_TEST_PRICE } from '../commercial-terms';

const INCLUDED = ['parameters', 'advice', 'trialLenses'] as const;
const STEPS = ['buy', 'code', 'book', 'bring'] as const;

/**
 * `/kontaktlinsen-test`: what the contact-lens eye test includes, its price, how the voucher works, and
 * the way to buy it (`purchase`, from the cart); the glasses eye test at partner opticians stays free.
 */
export async function ContactLensTestPage({
  context,
  purchase,
}: {
  context: RequestContext;
  purchase: ReactNode;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'eyeTests' });
  const price = formatPrice(CONTACT_LENS_EYE_TEST_PRICE[context.currency], context.currency, context.locale);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="mb-3 text-3xl font-bold">{t('page.heading')}</h1>
      <p className="mb-6 max-w-2xl text-lg">{t('page.intro')}</p>
      <div className="grid gap-8 md:grid-cols-2">
        <section aria-labelledby="eye-test-included">
          <h2 id="eye-test-included" className="mb-2 text-xl font-semibold">
            {t('page.includedHeading')}
          </h2>
          <ul className="mb-4 list-disc pl-5">
            {INCLUDED.map((item) => (
              <li key={item}>{t(`page.included.${item}`)}</li>
            ))}
          </ul>
          <p className="mb-4 rounded border border-line bg-mist p-3">{t('page.interval')}</p>
          <p className="text-sm">
            {t.rich('page.glassesFree', {
              link: (chunks) => (
                <a href="/partneroptiker" className="text-brand underline">
                  {chunks}
                </a>
              ),
            })}
          </p>
        </section>
        <section aria-labelledby="eye-test-buy" className="rounded-lg border border-line p-5">
          <h2 id="eye-test-buy" className="mb-1 text-xl font-semibold">
            {t('page.buyHeading')}
          </h2>
          <p className="mb-1 text-2xl font-bold" data-eye-test-price>
            {price}
          </p>
          <p className="mb-4 text-sm">{t('page.priceNote')}</p>
          {purchase}
        </section>
      </div>
      <section aria-labelledby="eye-test-steps" className="mt-10">
        <h2 id="eye-test-steps" className="mb-3 text-xl font-semibold">
          {t('page.stepsHeading')}
        </h2>
        <ol className="list-decimal space-y-1 pl-5">
          {STEPS.map((step) => (
            <li key={step}>{t(`page.steps.${step}`)}</li>
          ))}
        </ol>
        <a
          href="/partneroptiker"
          className="mt-4 inline-block rounded-md border-2 border-brand px-4 py-2 font-semibold text-brand hover:bg-brand/5"
        >
          {t('page.findOptician')}
        </a>
      </section>
    </div>
  );
}
