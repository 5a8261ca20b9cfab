import type { CountrySettings } from '@/platform/config/country-config';
import { isCountry } from '@/platform/locale/locales';
import { logger } from '@/platform/logging/logger';
import { sanitiseCampaignData } from './banner/banner-text';
import { buildChooseRequest } from './choose-request';
import { toChooseAnswer } from './choose-answer';
import { DEFAULT_PERSONALISATION_COUNTRY } from './constants';
import type { ProviderClient } from './provider-client';
import type { ChooseAnswer, ChooseBody, EngagementBody } from './schemas';
import {
  canReportEvents,
  hasPersonalisationConsent,
  providerSession,
  providerUser,
  type VisitorInfo,
} from './visitor';
import { ensureVisitorIds, mergeCookies } from './visitor-cookies';

/** The proxy call's timeout when the browser names none (spec §9: "value from configuration"). */
export const DEFAULT_PROXY_TIMEOUT_MS = 3000;

const log = logger.child({ module: 'personalisation' });

export interface PersonalisationDependencies {
  client: ProviderClient;
  settingsOf: (country: string) => Pick<CountrySettings, 'priceLists'>;
}

function countryOf(apiOptions: { country?: string } | undefined): string {
  const country = apiOptions?.country?.toLowerCase();
  return isCountry(country) ? country : DEFAULT_PERSONALISATION_COUNTRY;
}

/**
 * Choose: ensures the visitor's ids, asks the provider (or built-in engine) for the requested campaigns and
 * maps the answer for the browser. When the visitor was just given a server id and consents, a new-user
 * event follows (its failure is only logged).
 */
export async function choose(
  deps: PersonalisationDependencies,
  body: ChooseBody,
  visitor: VisitorInfo,
): Promise<ChooseAnswer> {
  const country = countryOf(body.apiOptions);
  const timeoutMs = body.options?.timeout || DEFAULT_PROXY_TIMEOUT_MS;
  const { visitor: identified, cookies: ownCookies, issuedServerId } = ensureVisitorIds(visitor);
  const request = buildChooseRequest(body.partialRequestData, identified, deps.settingsOf(country));
  const answer = toChooseAnswer(await deps.client.choose(request, country, timeoutMs));

  if (issuedServerId && hasPersonalisationConsent(identified)) {
    const user = { ...request.user, dyid_server: request.user.dyid };
    deps.client
      .event(
        {
          user,
          session: request.session,
          events: [{ name: 'New User', properties: { dyType: 'new-user-v1' } }],
        },
        country,
        timeoutMs,
      )
      .catch((error: Error) => log.warn({ country, err: error.message }, 'new-user event failed'));
  }
  return {
    campaignData: sanitiseCampaignData(answer.campaignData),
    cookies: mergeCookies(ownCookies, answer.cookies),
  };
}

export type EngagementOutcome = { sent: true } | { sent: false; reason: string };

/** Forwards an engagement with the visitor's session and user, only when both ids exist (spec §5). */
export async function engage(
  deps: PersonalisationDependencies,
  body: EngagementBody,
  visitor: VisitorInfo,
): Promise<EngagementOutcome> {
  const user = providerUser(visitor);
  const session = providerSession(visitor);
  if (!canReportEvents(user, session))
    return { sent: false, reason: 'no personalisation session or user id' };
  const country = countryOf(body.apiOptions);
  await deps.client.engagement(
    { user, session, engagements: [body.engagement] },
    country,
    body.options?.timeout || DEFAULT_PROXY_TIMEOUT_MS,
  );
  return { sent: true };
}
