'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { track } from '@/modules/tracking';
import { browserLogger } from '@/platform/logging/browser-logger';
import { chooseCampaigns } from '../choose-client';
import type { CampaignEntry } from '../schemas';
import { topBannerModel, type TopBannerModel } from './banner-model';
import { markBannerSettled } from './banner-settled';
import { Countdown, CountdownSpace } from './Countdown';
import { reportCampaignClick } from './engagement-beacon';

const SLOT = 'TOP_BANNER_CAMPAIGN';

async function chooseTopBanner(locale: string, country: string): Promise<CampaignEntry | undefined> {
  const campaignData = await chooseCampaigns({ locale, country, campaigns: [SLOT], trackPageview: true });
  return campaignData[SLOT];
}

/**
 * The campaign top banner (spec §2): asked for once per page within the shell's 1250 ms; on any failure the
 * page keeps its default, no banner. At the countdown's zero the banner leaves blank space behind.
 * `expected` are the variations of the campaign this page will most likely show (see expectedTopBanners):
 * the shell holds the room of the tallest of them from the first paint, so the chosen banner does not
 * push the page down when it arrives; when nothing is chosen, the room is given back.
 */
export function TopBanner({ expected = [] }: { expected?: Record<string, unknown>[] }) {
  const locale = useLocale();
  const country = locale.slice(3).toLowerCase();
  const [entry, setEntry] = useState<CampaignEntry>();
  const [pending, setPending] = useState(true);

  useEffect(() => {
    chooseTopBanner(locale, country)
      .then(setEntry)
      .catch((error: unknown) => browserLogger.warn('top banner not personalised', error))
      .finally(() => {
        setPending(false);
        markBannerSettled();
      });
  }, [locale, country]);

  const held = expected.flatMap((variationData) => topBannerModel({ variationData }) ?? []);
  const banner = topBannerModel(entry);
  if (pending ? held.length === 0 : !entry || !banner) return null;
  return (
    <div className="grid">
      {held.map((model, index) => (
        <div key={index} aria-hidden="true" className="invisible [grid-area:1/1]" data-top-banner-held>
          <BannerContent banner={model} />
        </div>
      ))}
      {entry && banner && <ChosenBanner entry={entry} banner={banner} />}
    </div>
  );
}

function ChosenBanner({ entry, banner }: { entry: CampaignEntry; banner: TopBannerModel }) {
  const t = useTranslations('banner');
  const country = useLocale().slice(3).toLowerCase();
  const [over, setOver] = useState(false);
  const markOver = useCallback(() => setOver(true), []);
  const tracking = entry.trackingInformation;

  const onClick = () => {
    track({
      eventType: 'BANNER_CLICK',
      elementText: banner.buttonText ?? tracking.experienceName,
      bannerName: tracking.experienceName,
      ...tracking,
    });
    reportCampaignClick(tracking, country);
  };

  const content = <BannerContent banner={banner} onOver={markOver} />;

  return (
    <aside
      aria-label={t('label')}
      data-top-banner={tracking.campaignSelectorName}
      className={`flex flex-col justify-center [grid-area:1/1]${over ? ' invisible' : ''}`}
      aria-hidden={over || undefined}
      style={{
        color: banner.textColor ?? 'var(--color-ink)',
        backgroundColor: banner.backgroundColor ?? 'var(--color-mist)',
      }}
    >
      {banner.link ? (
        <a
          href={banner.link}
          onClick={onClick}
          className="block hover:underline focus-visible:outline-2"
          tabIndex={over ? -1 : undefined}
        >
          {content}
        </a>
      ) : (
        content
      )}
    </aside>
  );
}

/** The banner's text, countdown, button and arrow; without `onOver`, the room they take (nothing ticks). */
function BannerContent({ banner, onOver }: { banner: TopBannerModel; onOver?: () => void }) {
  return (
    <span className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2 text-center text-sm">
      <span dangerouslySetInnerHTML={{ __html: banner.html }} />
      {banner.countdownEndDate &&
        (onOver ? <Countdown endDate={banner.countdownEndDate} onOver={onOver} /> : <CountdownSpace />)}
      {banner.buttonText && (
        <span className="rounded border border-current px-3 py-1 font-semibold">{banner.buttonText}</span>
      )}
      {banner.showArrow && (
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current">
          <path d="M5.5 2.5 11 8l-5.5 5.5-1-1L9 8 4.5 3.5z" />
        </svg>
      )}
    </span>
  );
}
