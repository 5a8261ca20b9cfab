/** The only query parameters the provider sees: the campaign ids of the page attributes (spec §3). */
const CAMPAIGN_PARAMETERS = ['utm_id', 'wt_mc'];

/** A path segment that is a capability: the payment page's reference answers for the payment. */
const PAYMENT_REFERENCE = /^\/checkout\/payment\/[^/]+/;

/** A segment long and random enough to be a token (hex, base64url, UUID), whatever page it is on. */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{32,}$/;

/**
 * The page as the personalisation provider may know it: its path without fragment and without any token
 * (in the query — reset, confirmation, appointment and unsubscribe links carry theirs there — or as a path
 * segment), keeping only the campaign parameters.
 */
export function publicPageLocation(url: string): string {
  const parsed = new URL(url, 'http://shop.invalid');
  const path = parsed.pathname
    .replace(PAYMENT_REFERENCE, '/checkout/payment/:reference')
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) ? ':token' : segment))
    .join('/');
  const campaign = new URLSearchParams();
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = parsed.searchParams.get(name);
    if (value) campaign.set(name, value);
  }
  const query = campaign.toString();
  return query ? `${path}?${query}` : path;
}

/** The Referer header reduced the same way, with its origin; nothing when it is not a URL. */
export function publicReferrer(referer: string | undefined): string | undefined {
  if (!referer || !URL.canParse(referer)) return undefined;
  const parsed = new URL(referer);
  return `${parsed.origin}${publicPageLocation(`${parsed.pathname}${parsed.search}`)}`;
}
