import { getTranslations } from 'next-intl/server';
import type { EyeTestVoucher } from '@/payload/payload-types';
import { formatDate } from '@/platform/i18n/format';
import type { LocaleCode } from '@/platform/locale/locales';

/** Eye-test voucher codes with their state, to show at the optician (confirmation page, account). */
export async function EyeTestVoucherList({
  vouchers,
  locale,
  headingId,
}: {
  vouchers: readonly EyeTestVoucher[];
  locale: LocaleCode;
  headingId: string;
}) {
  const t = await getTranslations({ locale, namespace: 'eyeTests' });
  return (
    <section aria-labelledby={headingId} className="mb-6 rounded border border-line p-4">
      <h2 id={headingId} className="mb-2 text-xl font-bold">
        {t('vouchers.heading')}
      </h2>
      <p className="mb-3 text-sm">{t('vouchers.hint')}</p>
      <ul className="space-y-2">
        {vouchers.map((voucher) => (
          <li key={voucher.code} data-eye-test-voucher={voucher.code}>
            <span className="font-mono text-lg font-bold tracking-wider">{voucher.code}</span>{' '}
            <span className="text-sm">
              {voucher.status === 'issued'
                ? t('vouchers.validUntil', { date: formatDate(voucher.validUntil, locale) })
                : t(`vouchers.status.${voucher.status}`)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
