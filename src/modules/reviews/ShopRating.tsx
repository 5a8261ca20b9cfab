import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/platform/i18n/format';
import type { LocaleCode } from '@/platform/locale/locales';
import { formatAverage } from './RatingSummaryView';
import type { RatingSummary } from './review';
import { Stars } from './Stars';

/** The shop's rating over all published reviews; the total count sits in its placeholder (spec §3). */
export function ShopRating({ summary }: { summary: RatingSummary }) {
  const t = useTranslations('reviews');
  const locale = useLocale() as LocaleCode;
  const average = formatAverage(summary.average, locale);
  return (
    <aside aria-labelledby="shop-rating-heading" className="mb-6 rounded border border-line p-4">
      <h3 id="shop-rating-heading" className="font-semibold">
        {t('shopRatingHeading')}
      </h3>
      <p className="flex flex-wrap items-center gap-2">
        <Stars rating={summary.average} label={t('average', { average })} />
        <span>
          {t.rich('shopRating', {
            average,
            total: summary.count,
            count: formatNumber(summary.count, locale),
            placeholder: (chunks) => <span data-placeholder="review-count">{chunks}</span>,
          })}
        </span>
      </p>
    </aside>
  );
}
