import type { Page, Request } from '@playwright/test';

/** The storefronts whose campaigns and catalogue the personalisation tests use. */
const WARM_LOCALES = ['de-DE', 'en-GB', 'sv-SE', 'nl-NL'];

/**
 * The banner gives up after the shell's 1250 ms; a freshly started server's first choose per storefront
 * (route compiled, Payload, the campaigns and, for the recommendations, the catalogue loaded) can take longer
 * on a busy machine, and so can the first render of a page. These tests are about the content.
 */
export async function warmUpPersonalisation(baseURL: string) {
  for (const locale of WARM_LOCALES) {
    await fetch(`${baseURL}/?locale=${locale}`);
    await fetch(`${baseURL}/api/dy/choose`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        partialRequestData: {
          url: '/',
          locale,
          campaigns: [
            'TOP_BANNER_CAMPAIGN',
            'PRODUCT_RECOMMENDATION_ONE',
            'PRODUCT_RECOMMENDATION_TWO',
            'PRODUCT_RECOMMENDATION_THREE',
          ],
          pageType: 'PAGE_VARIATION',
          trackPageview: false,
        },
      }),
    });
  }
}

const isChooseFor = (slot: string) => (request: Request) =>
  request.url().endsWith('/api/dy/choose') && (request.postData() ?? '').includes(`"${slot}`);

/** Whether the page's choose call for `slot` was answered (false: given up, as after the shell's 1250 ms). */
function chooseAnswered(page: Page, slot: string): Promise<boolean> {
  const options = { predicate: isChooseFor(slot), timeout: 30_000 };
  return Promise.race([
    page.waitForEvent('requestfinished', options).then(() => true),
    page.waitForEvent('requestfailed', options).then(() => false),
  ]);
}

/**
 * Opens a page and waits for its choose call for the slot (or slots starting with it). When a busy test
 * machine made that call miss the shell's 1250 ms, the page rightly shows no campaign, which is not what
 * these tests are about (the slow provider's test is): the page is then opened again, up to three times.
 */
export async function openWithCampaign(page: Page, url: string, slot = 'TOP_BANNER_CAMPAIGN') {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const answered = chooseAnswered(page, slot);
    await page.goto(url);
    if (await answered) return;
  }
  throw new Error(`The choose call for ${slot} on ${url} missed the shell's limit three times`);
}
