/**
 * The Dynamic Yield–compatible Experience API the shop speaks (`POST {url}/v2/serve/user/choose`,
 * `POST {url}/v2/collect/user/engagement`, `POST {url}/v2/collect/user/event`), to a provider or to the
 * built-in engine.
 */
export type PageAttributeValue = string | number | boolean;

export interface ProviderUser {
  dyid?: string;
  dyid_server?: string;
  active_consent_accepted: boolean;
}

export interface ProviderSession {
  dy?: string;
}

export type PageClassification = 'HOMEPAGE' | 'PRODUCT' | 'CATEGORY' | 'CART' | 'OTHER';

export interface ProviderChooseRequest {
  user: ProviderUser;
  session: ProviderSession;
  selector: { names: string[] };
  context: {
    page: { type: PageClassification; location: string; locale: string; referrer?: string; data: string[] };
    device: { userAgent?: string; ip?: string };
    pageAttributes?: Record<string, PageAttributeValue>;
  };
  options: { isImplicitPageview: boolean; returnAnalyticsMetadata: boolean };
}

export interface ProviderVariation {
  id: number;
  payload: { type: string; data: Record<string, unknown> };
  analyticsMetadata?: {
    campaignId?: number;
    campaignName?: string;
    experienceId?: number;
    experienceName?: string;
    variationId?: number;
    variationName?: string;
  };
}

export interface ProviderChoice {
  id: number;
  name: string;
  type: string;
  decisionId: string;
  variations: ProviderVariation[];
}

export interface ProviderChooseResponse {
  choices: ProviderChoice[];
  cookies?: Array<{ name: string; value: string; maxAge: string | number }>;
  warnings?: Array<{ code: string; message: string }>;
}

export interface ProviderEngagementRequest {
  user: ProviderUser;
  session: ProviderSession;
  engagements: Array<{ type: string; decisionId?: string; variations?: number[] }>;
}

export interface ProviderEventRequest {
  user: ProviderUser;
  session: ProviderSession;
  events: Array<{ name: string; properties: Record<string, PageAttributeValue> }>;
}

export const CHOOSE_PATH = '/v2/serve/user/choose';
export const ENGAGEMENT_PATH = '/v2/collect/user/engagement';
export const EVENT_PATH = '/v2/collect/user/event';
export const API_KEY_HEADER = 'DY-API-Key';
/** The response header in which the provider returns its trace id. */
export const TRACE_ID_HEADER = 'x-dy-trace-id';
