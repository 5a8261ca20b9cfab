import { serverConfig } from '@/platform/config/server-config';
import { logger } from '@/platform/logging/logger';
import {
  byPrecedence,
  campaignRuns,
  campaignTargetsPage,
  type EngineCampaign,
} from '../engine/campaign-selection';
import { loadCampaigns } from '../engine/payload-store';
import { classifyPath } from '../page-classification';
import { sanitiseBannerText } from './banner-text';

const SLOT = 'TOP_BANNER_CAMPAIGN';

/**
 * The top banners a visitor of this page will most likely be shown: of the top-banner campaigns running
 * for the country and aimed at this page, the one of the highest priority, all its variations (which one a
 * visitor gets is the choice's), their text reduced as the choice's would be. Audience targeting is left
 * to the choice too, so every visitor gets the same answer and cached pages can carry it.
 */
export function expectedBannersOf(
  campaigns: readonly EngineCampaign[],
  { country, pathname, now }: { country: string; pathname: string; now: Date },
): Record<string, unknown>[] {
  const [campaign] = campaigns
    .filter(
      (candidate) =>
        candidate.slot === SLOT &&
        campaignRuns(candidate, country, now) &&
        campaignTargetsPage(candidate, classifyPath(pathname), pathname),
    )
    .sort(byPrecedence);
  return (campaign?.variations ?? []).flatMap(({ data }) =>
    typeof data.text === 'string' ? [{ ...data, text: sanitiseBannerText(data.text) }] : [],
  );
}

/**
 * The built-in engine's expected banners for a page (see expectedBannersOf), so the shell can hold their
 * room while the choice is pending. None with an external provider, whose campaigns the shop does not
 * know, when nothing runs, and when the campaigns cannot be read.
 */
export async function expectedTopBanners(
  locale: string,
  country: string,
  pathname: string,
): Promise<Record<string, unknown>[]> {
  if (serverConfig().personalisationApiUrl) return [];
  try {
    return expectedBannersOf(await loadCampaigns(locale, [SLOT]), { country, pathname, now: new Date() });
  } catch (error) {
    logger.warn({ err: error }, 'expected top banners not known');
    return [];
  }
}
