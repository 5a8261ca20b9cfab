import type { Payload } from 'payload';
import { logger } from '@/platform/logging/logger';
import { utcDay } from '../beacon-store';
import { GOOD_THRESHOLDS, RAW_BEACON_RETENTION_DAYS, VITALS } from '../constants';
import { aggregateMonitoring } from '../monitoring-job';
import { formatVital, frequentErrors, vitalsLines, type ErrorRow, type VitalRow } from './dashboard-rows';

type Labels = Record<
  | 'vitalsTitle'
  | 'vitalsNote'
  | 'noVitals'
  | 'day'
  | 'storefront'
  | 'pageType'
  | 'good'
  | 'poor'
  | 'views'
  | 'errorsTitle'
  | 'noErrors'
  | 'message'
  | 'page'
  | 'browser'
  | 'count',
  string
>;

const LABELS: Record<'en' | 'de', Labels> = {
  en: {
    vitalsTitle: 'Core Web Vitals (p75, last 7 days)',
    vitalsNote: 'Field data of visitors who allowed monitoring, sampled. Good at most:',
    noVitals: 'No vitals reported yet.',
    day: 'Day (UTC)',
    storefront: 'Storefront',
    pageType: 'Page type',
    good: 'good',
    poor: 'needs improvement',
    views: 'reports',
    errorsTitle: `Most frequent client errors (last ${RAW_BEACON_RETENTION_DAYS} days)`,
    noErrors: 'No client errors reported.',
    message: 'Error',
    page: 'Page',
    browser: 'Browser',
    count: 'Count',
  },
  de: {
    vitalsTitle: 'Core Web Vitals (p75, letzte 7 Tage)',
    vitalsNote: 'Felddaten von Besuchern, die das Monitoring erlaubt haben, als Stichprobe. Gut bis:',
    noVitals: 'Noch keine Messwerte gemeldet.',
    day: 'Tag (UTC)',
    storefront: 'Shop',
    pageType: 'Seitentyp',
    good: 'gut',
    poor: 'verbesserungswürdig',
    views: 'Meldungen',
    errorsTitle: `Häufigste Client-Fehler (letzte ${RAW_BEACON_RETENTION_DAYS} Tage)`,
    noErrors: 'Keine Client-Fehler gemeldet.',
    message: 'Fehler',
    page: 'Seite',
    browser: 'Browser',
    count: 'Anzahl',
  },
};

const DAY_MS = 24 * 60 * 60_000;
const daysAgo = (now: Date, days: number) => utcDay(new Date(now.getTime() - days * DAY_MS));

interface Props {
  payload: Payload;
  i18n: { language: string };
}

/** Backoffice _Monitoring_: p75 of each vital per day, storefront and page type, and the frequent errors.
 * @public Payload's admin loads it by its path (`payload/collections`).
 */
export async function MonitoringDashboard({ payload, i18n }: Props) {
  const language = i18n.language === 'de' ? 'de' : 'en';
  const t = LABELS[language];
  const now = new Date();
  // Today's beacons count at once, not only after the job's next round.
  await aggregateMonitoring(payload, now).catch((error: Error) =>
    logger.warn({ err: error.message }, 'monitoring dashboard could not aggregate today'),
  );
  const [vitals, errors] = await Promise.all([
    payload.find({
      collection: 'monitoring-vitals',
      where: { day: { greater_than_equal: daysAgo(now, 6) } },
      pagination: false,
      depth: 0,
    }),
    payload.find({
      collection: 'monitoring-errors',
      where: { day: { greater_than_equal: daysAgo(now, RAW_BEACON_RETENTION_DAYS - 1) } },
      pagination: false,
      depth: 0,
    }),
  ]);
  const lines = vitalsLines(vitals.docs as VitalRow[]);
  const topErrors = frequentErrors(errors.docs as ErrorRow[], 20);
  const thresholds = VITALS.map(
    (metric) => `${metric} ${formatVital(metric, GOOD_THRESHOLDS[metric], language)}`,
  );

  return (
    <div style={{ marginBottom: 'calc(var(--base) * 2)' }}>
      <section aria-labelledby="monitoring-vitals">
        <h2 id="monitoring-vitals">{t.vitalsTitle}</h2>
        <p style={{ opacity: 0.7 }}>
          {t.vitalsNote} {thresholds.join(', ')}
        </p>
        {lines.length === 0 ? (
          <p>{t.noVitals}</p>
        ) : (
          <table className="table" style={{ width: '100%' }}>
            <thead>
              <tr>
                <th scope="col">{t.day}</th>
                <th scope="col">{t.storefront}</th>
                <th scope="col">{t.pageType}</th>
                {VITALS.map((metric) => (
                  <th scope="col" key={metric}>
                    {metric}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr
                  key={`${line.day}|${line.storefront}|${line.pageType}`}
                  data-storefront={line.storefront}
                  data-page-type={line.pageType}
                >
                  <td>{line.day}</td>
                  <td>{line.storefront}</td>
                  <th scope="row">{line.pageType}</th>
                  {VITALS.map((metric) => {
                    const vital = line.vitals[metric];
                    return (
                      <td key={metric} data-metric={metric}>
                        {vital ? (
                          <>
                            {formatVital(metric, vital.p75, language)}{' '}
                            <span
                              style={{
                                color: vital.good ? 'var(--theme-success-500)' : 'var(--theme-error-500)',
                              }}
                            >
                              ({vital.good ? t.good : t.poor})
                            </span>{' '}
                            <small style={{ opacity: 0.7 }}>
                              {vital.count} {t.views}
                            </small>
                          </>
                        ) : (
                          '–'
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <section aria-labelledby="monitoring-errors">
        <h2 id="monitoring-errors">{t.errorsTitle}</h2>
        {topErrors.length === 0 ? (
          <p>{t.noErrors}</p>
        ) : (
          <table className="table" style={{ width: '100%' }}>
            <thead>
              <tr>
                <th scope="col">{t.message}</th>
                <th scope="col">{t.page}</th>
                <th scope="col">{t.browser}</th>
                <th scope="col">{t.storefront}</th>
                <th scope="col">{t.count}</th>
              </tr>
            </thead>
            <tbody>
              {topErrors.map((error) => (
                <tr key={`${error.message}|${error.page}|${error.browser}`}>
                  <th scope="row">{error.message}</th>
                  <td>{error.page}</td>
                  <td>{error.browser}</td>
                  <td>{error.storefronts.join(', ')}</td>
                  <td>{error.count.toLocaleString(language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
