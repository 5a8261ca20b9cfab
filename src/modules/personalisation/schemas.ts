import { z } from 'zod';
import { CAMPAIGN_SLOTS, PAGE_TYPES } from './constants';

/** The browser's part of a choose request (CONTRACT.md `POST /api/dy/choose`). */
export const partialRequestDataSchema = z.object({
  url: z.string().min(1).max(2048),
  locale: z.string().min(2).max(10),
  campaigns: z.array(z.enum(CAMPAIGN_SLOTS)).min(1).max(CAMPAIGN_SLOTS.length),
  pageType: z.enum(PAGE_TYPES),
  trackPageview: z.boolean().default(false),
  pageData: z.array(z.string().max(64)).max(20).optional(),
});
export type PartialRequestData = z.infer<typeof partialRequestDataSchema>;

const apiOptionsSchema = z
  .object({ country: z.string().max(2).optional() })
  .passthrough()
  .optional();
/** A timeout of 0 (the beacon helper's default) means the proxy's own default. */
const optionsSchema = z
  .object({ timeout: z.number().int().min(0).max(10_000).optional() })
  .passthrough()
  .optional();

export const chooseBodySchema = z.object({
  partialRequestData: partialRequestDataSchema,
  options: optionsSchema,
  apiOptions: apiOptionsSchema,
});
export type ChooseBody = z.infer<typeof chooseBodySchema>;

/** A provider engagement: a click on a decision (DY `CLICK` with its decisionId) or another engagement type. */
export const engagementSchema = z.object({
  type: z.string().min(1).max(40),
  decisionId: z.string().min(1).max(200).optional(),
  variations: z.array(z.number().int()).optional(),
});

export const engagementBodySchema = z.object({
  engagement: engagementSchema,
  options: optionsSchema,
  apiOptions: apiOptionsSchema,
  variationName: z.string().max(200).optional(),
});
export type EngagementBody = z.infer<typeof engagementBodySchema>;

/** Spec §3 "Top banner campaign". */
export interface TopBannerVariation {
  text: string;
  textColor?: string;
  backgroundColor?: string;
  linkTarget?: string;
  buttonText?: string;
  countdownEndDate?: string;
}

export interface TrackingInformation {
  variationName: string;
  experienceName: string;
  campaignSelectorName: string;
  campaignDecisionId: string;
}

export interface CampaignEntry<T = Record<string, unknown>> {
  variationData: T;
  trackingInformation: TrackingInformation;
}

export interface ProviderCookie {
  name: string;
  value: string;
  maxAge: number;
}

/** What the shop answers the browser: campaign data per requested slot that was chosen, and cookies. */
export interface ChooseAnswer {
  campaignData: Partial<Record<string, CampaignEntry>>;
  cookies: ProviderCookie[];
}
