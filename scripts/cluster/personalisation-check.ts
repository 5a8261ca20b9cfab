import type { Check } from './check';
import { json } from './shopper';

interface Chosen {
  upstream: string | null;
  status: number;
  /** the personalisation cookies the answer sets, name=value */
  cookies: Record<string, string>;
  campaigns: Record<
    string,
    { variationData: { slots?: Array<{ sku: string }> }; trackingInformation: Record<string, string> }
  >;
}

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** The page's choose call, as the storefront's islands send it, with the visitor's cookies. */
async function choose(
  base: string,
  cookies: Record<string, string>,
  page: { url: string; campaign: string; productId?: string },
): Promise<Chosen> {
  const answer = await fetch(`${base}/api/dy/choose`, {
    method: 'POST',
    headers: {
      ...json,
      cookie: cookieHeader({ personalisation_consent: 'true', ...cookies }),
    },
    body: JSON.stringify({
      partialRequestData: {
        url: page.url,
        locale: 'de-DE',
        campaigns: [page.campaign],
        pageType: 'PAGE_VARIATION',
        pageData: page.productId ? [page.productId] : [],
        trackPageview: false,
      },
      apiOptions: { country: 'de' },
    }),
  });
  const body = (await answer.json().catch(() => ({}))) as {
    campaignData?: Chosen['campaigns'];
    cookies?: Array<{ name: string; value: string }>;
  };
  return {
    upstream: answer.headers.get('x-upstream'),
    status: answer.status,
    cookies: Object.fromEntries((body.cookies ?? []).map((cookie) => [cookie.name, cookie.value])),
    campaigns: body.campaignData ?? {},
  };
}

const HOME_TEST = { url: '/', campaign: 'PRODUCT_RECOMMENDATION_ONE' };

/**
 * A visitor's personalisation is carried by its cookies, not by an instance: the ids the first answer issues
 * come back unchanged from every instance, each shows the visitor the same variation of an A/B test, and a
 * click on a decision one instance made is taken by another (one signing secret).
 */
export async function checkPersonalisation(check: Check, base: string): Promise<void> {
  const first = await choose(base, {}, HOME_TEST);
  const later: Chosen[] = [];
  for (let turn = 0; turn < 3; turn += 1) later.push(await choose(base, first.cookies, HOME_TEST));
  const variation = (chosen: Chosen) =>
    chosen.campaigns[HOME_TEST.campaign]?.trackingInformation.variationName;
  const click = await fetch(`${base}/api/dy/engagement`, {
    method: 'POST',
    headers: {
      ...json,
      cookie: cookieHeader(first.cookies),
    },
    body: JSON.stringify({
      engagement: {
        type: 'CLICK',
        decisionId: first.campaigns[HOME_TEST.campaign]?.trackingInformation.campaignDecisionId,
      },
      apiOptions: { country: 'de' },
    }),
  });
  const clicked = (await click.json().catch(() => ({}))) as { message?: string };
  const answers = [first, ...later];
  check(
    "a visitor's personalisation ids, A/B variation and decisions hold on every instance",
    new Set(answers.map((chosen) => chosen.upstream)).size === 3 &&
      answers.every((chosen) => chosen.status === 200) &&
      Boolean(first.cookies._dyid && first.cookies._dyjsession) &&
      later.every((chosen) => JSON.stringify(chosen.cookies) === JSON.stringify(first.cookies)) &&
      Boolean(variation(first)) &&
      later.every((chosen) => variation(chosen) === variation(first)) &&
      click.headers.get('x-upstream') !== first.upstream &&
      clicked.message === 'Engagement reported',
    `${answers.map((chosen) => `${chosen.upstream} ${chosen.status} ${chosen.cookies._dyid} ${variation(chosen)}`).join(', ')}; click ${click.headers.get('x-upstream')} ${click.status} ${clicked.message}`,
  );
}

/** Product pages each viewed on the next instance; every page lists the products viewed before it, newest first. */
export async function checkRecentlyViewed(check: Check, base: string): Promise<void> {
  const viewed = [
    { productId: '100094', url: '/p/pg/100094' },
    { productId: '100245', url: '/p/pg/100245' },
    { productId: '200001', url: '/p/sg/200001' },
    { productId: '100001', url: '/p/pg/100001' },
  ];
  const { cookies } = await choose(base, {}, HOME_TEST);
  const pages: Array<{ upstream: string | null; recent: string[] }> = [];
  for (const page of viewed) {
    const chosen = await choose(base, cookies, { ...page, campaign: 'PRODUCT_RECOMMENDATION_TWO' });
    const slots = chosen.campaigns.PRODUCT_RECOMMENDATION_TWO?.variationData.slots ?? [];
    pages.push({ upstream: chosen.upstream, recent: slots.map((slot) => slot.sku) });
  }
  const productIds = viewed.map((page) => page.productId);
  const expected = productIds.map((_, index) => productIds.slice(0, index).reverse().join());
  check(
    'the recently viewed products follow a visitor from instance to instance',
    new Set(pages.map((page) => page.upstream)).size === 3 &&
      pages.every((page, index) => page.recent.join() === expected[index]),
    pages.map((page) => `${page.upstream}: ${page.recent.join(' ')}`).join('; '),
  );
}
