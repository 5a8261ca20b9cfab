/**
 * The banner gives up after the shell's 1250 ms; a freshly started server's first choose (route compiled,
 * Payload and the campaigns loaded) can take longer on a busy machine. These tests are about the content.
 */
export async function warmUpPersonalisation(baseURL: string) {
  await fetch(`${baseURL}/api/dy/choose`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      partialRequestData: {
        url: '/',
        locale: 'de-DE',
        campaigns: ['TOP_BANNER_CAMPAIGN'],
        pageType: 'PAGE_VARIATION',
        trackPageview: false,
      },
    }),
  });
}
