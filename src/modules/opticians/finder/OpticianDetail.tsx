import { getTranslations } from 'next-intl/server';
import type { RequestContext } from '@/platform/context/request-context';
import { formatPrice } from '@/platform/i18n/format';
import { CONTACT_LENS_EYE_TEST_PRICE } from '../commercial-terms';
import type { FinderOptician } from './finder-opticians';
import { OpeningHours } from './OpeningHours';

const FINDER_PATH = { Partner: '/partneroptiker', MSXStore: '/stores' } as const;

/** Spec §2 "Optician detail page": labelled "Optician Details", with hours, services, voucher steps and a call button. */
export async function OpticianDetail({
  optician,
  context,
  extension,
}: {
  optician: FinderOptician;
  context: RequestContext;
  /** the booking funnel, from the appointments module */
  extension?: React.ReactNode;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'opticians' });
  const price = formatPrice(CONTACT_LENS_EYE_TEST_PRICE[context.currency], context.currency, context.locale);
  return (
    <section
      aria-label={t('detailsLabel')}
      className="mx-auto max-w-4xl px-4 py-10"
      data-optician-detail={optician.id}
    >
      <a href={FINDER_PATH[optician.opticianType]} className="text-brand underline">
        {t('backToSearch')}
      </a>
      <h1 className="mt-4 mb-6 text-3xl font-bold">{t('bookHeading', { name: optician.name })}</h1>
      <div className="grid gap-8 md:grid-cols-2">
        <div>
          <h2 className="mb-2 text-xl font-semibold">{t('addressTitle')}</h2>
          <address className="mb-4 not-italic">
            {optician.name}
            <br />
            {optician.street}
            <br />
            {optician.postalCode} {optician.city}
          </address>
          <a
            href={`tel:${optician.phone.replace(/[^\d+]/g, '')}`}
            className="inline-block rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            {t('callNow')} <span className="font-normal">({optician.phone})</span>
          </a>
          <h2 className="mt-8 mb-2 text-xl font-semibold">{t('openingHours')}</h2>
          <OpeningHours hours={optician.openingHours} label={(key) => t(key)} />
        </div>
        <div>
          {optician.services.length > 0 && (
            <>
              <h2 className="mb-2 text-xl font-semibold">{t('servicesTitle')}</h2>
              <ul className="mb-6 list-disc pl-5">
                {optician.services.map((service) => (
                  <li key={service}>{t(`services.${service}`)}</li>
                ))}
              </ul>
            </>
          )}
          {optician.tags.length > 0 && (
            <>
              <h2 className="mb-2 text-xl font-semibold">{t('offersTitle')}</h2>
              <ul className="mb-6 flex flex-wrap gap-2">
                {optician.tags.map((tag) => (
                  <li key={tag} className="rounded bg-mist px-2 py-0.5">
                    {t(`tags.${tag}`)}
                  </li>
                ))}
              </ul>
            </>
          )}
          {optician.acceptsVoucher && (
            <>
              <h2 className="mb-2 text-xl font-semibold">{t('voucherTitle')}</h2>
              <ol className="mb-4 list-decimal space-y-1 pl-5">
                <li>{t('voucherStep1', { price })}</li>
                <li>{t('voucherStep2')}</li>
                <li>{t('voucherStep3')}</li>
              </ol>
            </>
          )}
          <p>{t('eyeTestInterval')}</p>
        </div>
      </div>
      {extension}
    </section>
  );
}
