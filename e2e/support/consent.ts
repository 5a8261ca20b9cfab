import type { BrowserContext } from '@playwright/test';

/** Records a consent choice before the page loads, as a returning visitor would have it. */
export async function giveConsent(
  context: BrowserContext,
  baseURL: string,
  choice = { statistics: false, marketing: false },
) {
  const value = encodeURIComponent(`v=1&statistics=${choice.statistics}&marketing=${choice.marketing}`);
  await context.addCookies([{ name: 'shop_consent', value, url: baseURL }]);
}
