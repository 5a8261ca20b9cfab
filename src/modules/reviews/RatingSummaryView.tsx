import { useLocale, useTranslations } from 'next-intl';
import { formatNumber } from '@/platform/i18n/format';
import type { LocaleCode } from '@/platform/locale/locales';
import { STAR_VALUES, type RatingSummary } from './review';
import { Stars } from './Stars';

export const formatAverage = (average: number, locale: LocaleCode) =>
  formatNumber(average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A product's average, review count and how many reviews gave each star value. */
export function RatingSummaryView({ summary }: { summary: RatingSummary }) {
  const t = useTranslations('reviews');
  const locale = useLocale() as LocaleCode;
  const average = formatAverage(summary.average, locale);
  return (
    <div className="mb-6 flex flex-wrap items-start gap-8">
      <p className="flex flex-col">
        <span className="text-4xl font-bold">{average}</span>
        <Stars rating={summary.average} label={t('average', { average })} className="text-2xl" />
        <span className="text-sm">{t('count', { count: summary.count })}</span>
      </p>
      <dl
        aria-label={t('distribution')}
        className="grid grid-cols-[auto_10rem_auto] items-center gap-x-2 text-sm"
      >
        {STAR_VALUES.map((stars) => {
          const share = summary.count ? (summary.distribution[stars] / summary.count) * 100 : 0;
          return (
            <div key={stars} className="contents">
              <dt>{t('stars', { stars })}</dt>
              <dd aria-hidden="true" className="h-2 rounded bg-mist">
                <span className="block h-2 rounded bg-amber-600" style={{ width: `${share}%` }} />
              </dd>
              <dd>{formatNumber(summary.distribution[stars], locale)}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}
