import type { UIFieldServerProps } from 'payload';
import { campaignResults, type StatRow } from '../engine/results';

type Labels = Record<
  'title' | 'empty' | 'variation' | 'impressions' | 'clicks' | 'ctr' | 'interval' | 'note',
  string
>;

const LABELS: Record<'en' | 'de', Labels> = {
  en: {
    title: 'Results',
    empty: 'Results appear once the campaign has been shown.',
    variation: 'Variation',
    impressions: 'Impressions',
    clicks: 'Clicks',
    ctr: 'CTR',
    interval: '95 % interval',
    note: 'Counted by the built-in engine since the campaign started; the interval is the Wilson score interval of the CTR.',
  },
  de: {
    title: 'Ergebnisse',
    empty: 'Ergebnisse erscheinen, sobald die Kampagne ausgespielt wurde.',
    variation: 'Variante',
    impressions: 'Impressionen',
    clicks: 'Klicks',
    ctr: 'CTR',
    interval: '95-%-Intervall',
    note: 'Gezählt von der eingebauten Engine seit Kampagnenstart; das Intervall ist das Wilson-Intervall der CTR.',
  },
};

const percent = (value: number | undefined, locale: string) =>
  value === undefined
    ? '–'
    : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(value);

/** Backoffice: impressions, clicks and CTR with its confidence interval per variation of a saved campaign.
 * @public Payload's admin loads it by its path (`payload/collections`).
 */
export async function CampaignResults({ id, payload, data, i18n }: UIFieldServerProps) {
  if (id === undefined) return null;
  const language = i18n.language === 'de' ? 'de' : 'en';
  const t = LABELS[language];
  const { docs } = await payload.find({
    collection: 'campaign-stats',
    where: { campaign: { equals: id } },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  });
  const variations = ((data?.variations as Array<{ id?: string; name?: string }> | undefined) ?? []).map(
    (variation, index) => ({
      id: variation.id ?? String(index),
      name: variation.name ?? String(index + 1),
    }),
  );
  const results = campaignResults(variations, docs as StatRow[]);
  const shown = results.some((result) => result.impressions > 0);

  return (
    <section aria-labelledby="campaign-results" style={{ marginBottom: 'var(--base)' }}>
      <h3 id="campaign-results">{t.title}</h3>
      {shown ? (
        <table className="table" style={{ width: '100%' }}>
          <thead>
            <tr>
              <th scope="col">{t.variation}</th>
              <th scope="col">{t.impressions}</th>
              <th scope="col">{t.clicks}</th>
              <th scope="col">{t.ctr}</th>
              <th scope="col">{t.interval}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((result) => (
              <tr key={result.variationId} data-variation={result.name}>
                <th scope="row">{result.name}</th>
                <td>{result.impressions.toLocaleString(language)}</td>
                <td>{result.clicks.toLocaleString(language)}</td>
                <td>{percent(result.ctr, language)}</td>
                <td>
                  {result.interval
                    ? `${percent(result.interval[0], language)} – ${percent(result.interval[1], language)}`
                    : '–'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t.empty}</p>
      )}
      <p style={{ opacity: 0.7 }}>{t.note}</p>
    </section>
  );
}
