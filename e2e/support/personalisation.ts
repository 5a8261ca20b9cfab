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
