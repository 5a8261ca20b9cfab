import type { PageClassification, ProviderChooseRequest } from '../provider-api';

/** A campaign as the engine needs it, already in the request's locale. */
export interface EngineCampaign {
  id: string;
  name: string;
  slot: string;
  priority: number;
  startsAt?: string | null;
  endsAt?: string | null;
  targeting: {
    countries: string[];
    pages: PageClassification[];
    urlPattern?: string | null;
    audience: 'all' | 'new' | 'returning';
  };
  variations: EngineVariation[];
}

export interface EngineVariation {
  id: string;
  name: string;
  weight: number;
  data: Record<string, unknown>;
}

export interface SelectionContext {
  country: string;
  request: ProviderChooseRequest;
  now: Date;
}

function patternMatches(pattern: string, pathname: string): boolean {
  const expression = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${expression}$`).test(pathname);
}

function pathOf(location: string): string {
  try {
    return new URL(location, 'http://shop.invalid').pathname;
  } catch {
    return '/';
  }
}

/** A returning visitor already holds the server copy of the personalisation id. */
function isReturning(request: ProviderChooseRequest): boolean {
  return Boolean(request.user.dyid_server);
}

/** Within its dates and aimed at the country (or at every country). */
export function campaignRuns(campaign: EngineCampaign, country: string, now: Date): boolean {
  if (campaign.startsAt && new Date(campaign.startsAt) > now) return false;
  if (campaign.endsAt && new Date(campaign.endsAt) <= now) return false;
  const { countries } = campaign.targeting;
  return countries.length === 0 || countries.includes(country);
}

/** Aimed at this kind of page and, when it has an address pattern, at this page's address. */
export function campaignTargetsPage(
  campaign: EngineCampaign,
  pageType: PageClassification,
  location: string,
): boolean {
  const { pages, urlPattern } = campaign.targeting;
  if (pages.length > 0 && !pages.includes(pageType)) return false;
  return !urlPattern || patternMatches(urlPattern, pathOf(location));
}

export function campaignApplies(
  campaign: EngineCampaign,
  { country, request, now }: SelectionContext,
): boolean {
  const { targeting } = campaign;
  if (!campaignRuns(campaign, country, now)) return false;
  if (!campaignTargetsPage(campaign, request.context.page.type, request.context.page.location)) return false;
  if (targeting.audience === 'new' && isReturning(request)) return false;
  if (targeting.audience === 'returning' && !isReturning(request)) return false;
  return true;
}

/** The order campaigns of one slot take precedence in: highest priority first, ties by the lowest id (stable). */
export function byPrecedence(a: EngineCampaign, b: EngineCampaign): number {
  return b.priority - a.priority || a.id.localeCompare(b.id);
}

/** Per requested slot, the applicable campaign that takes precedence (byPrecedence). */
export function selectCampaigns(campaigns: EngineCampaign[], context: SelectionContext): EngineCampaign[] {
  return context.request.selector.names.flatMap((slot) => {
    const candidates = campaigns
      .filter((campaign) => campaign.slot === slot && campaignApplies(campaign, context))
      .sort(byPrecedence);
    return candidates.length > 0 ? [candidates[0]!] : [];
  });
}
