/** The host of an Origin or Referer value, '' when it has none. */
function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

/**
 * Whether a browser sent the request from another site: `Sec-Fetch-Site` says so (only a same-origin
 * request or one the user started, e.g. from the address bar, passes), or, from browsers without it, the
 * Origin or Referer names another host. A request with none of these headers is not a browser's (a
 * script or an HTTP client) and passes: another site cannot make a browser send one.
 */
export function isCrossSiteRequest(headers: Headers): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const source = headers.get('origin') ?? headers.get('referer');
  if (!source) return false;
  const ownHosts = [headers.get('host'), headers.get('x-forwarded-host')].filter(Boolean);
  return !ownHosts.includes(hostOf(source));
}
