import { browserLogger } from '@/platform/logging/browser-logger';
import type { TrackingInformation } from '../schemas';

export const ENGAGEMENT_ENDPOINT = '/api/dy/engagement';

/**
 * Reports a click on a campaign (the top banner, a recommended product) to the engagement proxy: by `navigator.sendBeacon` when the browser has it (the
 * page may be leaving), else by POST with credentials. Failures are only logged as warnings.
 */
export function reportCampaignClick(tracking: TrackingInformation, country: string): void {
  const body = JSON.stringify({
    engagement: { type: 'CLICK', decisionId: tracking.campaignDecisionId },
    options: { timeout: 0 },
    apiOptions: { country },
    variationName: tracking.variationName,
  });
  try {
    if (typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(ENGAGEMENT_ENDPOINT, new Blob([body], { type: 'application/json' }))) return;
    }
    fetch(ENGAGEMENT_ENDPOINT, {
      method: 'POST',
      body,
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch((error: unknown) => browserLogger.warn('campaign engagement not reported', error));
  } catch (error) {
    browserLogger.warn('campaign engagement not reported', error);
  }
}
