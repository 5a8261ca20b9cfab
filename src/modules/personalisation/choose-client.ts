import { SHELL_TIMEOUT_MS } from './constants';
import { publicPageLocation } from './page-location';
import type { ChooseAnswer } from './schemas';

/**
 * The browser's call of `POST /api/dy/choose` for some campaign slots of the current page, given up after
 * the shell's 1250 ms; `pageData` names the page's product, `trackPageview` counts the page view (once per
 * page: the top banner's call does). The page's address goes without its tokens.
 */
export async function chooseCampaigns(request: {
  locale: string;
  country: string;
  campaigns: readonly string[];
  pageData?: string[];
  trackPageview: boolean;
}): Promise<ChooseAnswer['campaignData']> {
  const response = await fetch('/api/dy/choose', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json' },
    signal: AbortSignal.timeout(SHELL_TIMEOUT_MS),
    body: JSON.stringify({
      partialRequestData: {
        url: publicPageLocation(`${location.pathname}${location.search}`),
        locale: request.locale,
        campaigns: request.campaigns,
        pageType: 'PAGE_VARIATION',
        ...(request.pageData ? { pageData: request.pageData } : {}),
        trackPageview: request.trackPageview,
      },
      options: { timeout: SHELL_TIMEOUT_MS },
      apiOptions: { country: request.country },
    }),
  });
  if (!response.ok) throw new Error(`choose answered ${response.status}`);
  return ((await response.json()) as ChooseAnswer).campaignData;
}
