'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { track } from '@/modules/tracking';
import { browserLogger } from '@/platform/logging/browser-logger';
import { chooseCampaigns } from '../choose-client';
import type { CampaignEntry } from '../schemas';
import { topBannerModel } from './banner-model';
import { markBannerSettled } from './banner-settled';
import { Countdown } from './Countdown';
import { reportCampaignClick } from './engagement-beacon';

const SLOT = 'TOP_BANNER_CAMPAIGN';

async function chooseTopBanner(locale: string, country: string): Promise<CampaignEntry | undefined> {
  const campaignData = await chooseCampaigns({ locale, country, campaigns: [SLOT], trackPageview: true });
  return campaignData[SLOT];
}

/**
 * The campaign top banner (spec §2): asked for once per page within the shell's 1250 ms; on any failure the
 * page keeps its default, no banner. At the countdown's zero the banner leaves blank space behind.
 */
export function TopBanner() {
  const locale = useLocale();
  const country = locale.slice(3).toLowerCase();
  const t = useTranslations('banner');
  const [entry, setEntry] = useState<CampaignEntry>();
  const [over, setOver] = useState(false);
  const markOver = useCallback(() => setOver(true), []);

  useEffect(() => {
    chooseTopBanner(locale, country)
      .then(setEntry)
      .catch((error: unknown) => browserLogger.warn('top banner not personalised', error))
      .finally(markBannerSettled);
  }, [locale, country]);

  const banner = topBannerModel(entry);
  if (!entry || !banner) return null;
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

  const content = (
    <span className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-4 gap-y-1 px-4 py-2 text-center text-sm">
      <span dangerouslySetInnerHTML={{ __html: banner.html }} />
      {banner.countdownEndDate && <Countdown endDate={banner.countdownEndDate} onOver={markOver} />}
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

  return (
    <aside
      aria-label={t('label')}
      data-top-banner={tracking.campaignSelectorName}
      className={over ? 'invisible' : undefined}
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
