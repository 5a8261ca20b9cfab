import { getTranslations } from 'next-intl/server';
import type { LocaleCode } from '@/platform/locale/locales';
import type { FinderOptician } from './finder-opticians';
import { OpeningHours } from './OpeningHours';

/** One optician of the result list, linking to its detail and booking page. */
export async function OpticianResult({
  optician,
  distanceKm,
  locale,
}: {
  optician: FinderOptician & { distanceKm?: number };
  distanceKm?: number;
  locale: LocaleCode;
}) {
  const t = await getTranslations({ locale, namespace: 'opticians' });
  const distance =
    distanceKm === undefined
      ? undefined
      : new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(distanceKm);
  const headingId = `optician-${optician.id}`;
  return (
    <li className="rounded-lg border border-line p-4" data-optician={optician.id}>
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className="text-lg font-semibold">
          {optician.name}
        </h3>
        <p>
          {optician.street}, {optician.postalCode} {optician.city}
        </p>
        {distance && (
          <p className="text-sm" data-distance>
            {t('distance', { distance })}
          </p>
        )}
        <p>
          <a href={`tel:${optician.phone.replace(/[^\d+]/g, '')}`} className="text-brand underline">
            {optician.phone}
          </a>
        </p>
        {optician.tags.length > 0 && (
          <ul className="mt-2 flex flex-wrap gap-2 text-sm">
            {optician.tags.map((tag) => (
              <li key={tag} className="rounded bg-mist px-2 py-0.5">
                {t(`tags.${tag}`)}
              </li>
            ))}
          </ul>
        )}
        {optician.acceptsVoucher && <p className="mt-2 text-sm">{t('voucherAccepted')}</p>}
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer">{t('openingHours')}</summary>
          <div className="mt-1">
            <OpeningHours hours={optician.openingHours} label={(key) => t(key)} />
          </div>
        </details>
        <a
          href={`/partneroptiker/${encodeURIComponent(optician.id)}`}
          className="mt-3 inline-block rounded bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
          aria-label={t('detailsFor', { name: optician.name })}
          data-optician-details
          data-optician-id={optician.id}
          data-optician-type={optician.opticianType}
          data-voucher={optician.acceptsVoucher ? 'eyeTestVoucher' : undefined}
        >
          {t('details')}
        </a>
      </article>
    </li>
  );
}
