import type { NextRequest } from 'next/server';
import { MONITORING_CONSENT_COOKIE } from '@/modules/consent';
import { payloadClient } from '@/payload/client';
import { dataRequestContext } from '@/platform/context/data-request-context';
import { clientAddressOf } from '@/platform/http/client-address';
import { jsonBodyOf } from '@/platform/http/json-body';
import { privateJson } from '@/platform/http/private-json';
import { tooManyRequests } from '@/platform/http/too-many-requests';
import { sectionTranslator } from '@/platform/i18n/translator';
import { logger } from '@/platform/logging/logger';
import { requestLimit } from '@/platform/shared-store/request-limit';
import { beaconBatchSchema } from './beacon-input';
import { storeBeacons } from './beacon-store';
import { browserOf } from './privacy';

/** Page views a client address reports in ten minutes: a busy shopper's, not a flood's. */
const reports = requestLimit({ keyPrefix: 'monitoring-beacon', points: 120, duration: 600 });

/** The shop's own field data endpoint (README "Client monitoring"). */
export const monitoringHandlers = {
  /** POST /data/monitoring {beacons} → 204; 400/403/429/503 {message}. */
  async report(request: NextRequest) {
    const context = dataRequestContext(request);
    const t = await sectionTranslator(context.locale, 'monitoring');
    if (request.cookies.get(MONITORING_CONSENT_COOKIE)?.value !== 'true') {
      return privateJson({ message: t('noConsent') }, 403, context.locale);
    }
    const parsed = beaconBatchSchema.safeParse(await jsonBodyOf(request));
    if (!parsed.success) return privateJson({ message: t('invalidReport') }, 400, context.locale);
    const seconds = await reports.secondsToWait(clientAddressOf(request));
    if (seconds > 0) return tooManyRequests(seconds, context.locale);
    try {
      await storeBeacons(await payloadClient(), parsed.data, {
        storefront: context.country,
        browser: browserOf(request.headers.get('user-agent')),
        receivedAt: new Date(),
      });
      return new Response(null, { status: 204 });
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'monitoring beacons not stored');
      return privateJson({ message: t('unavailable') }, 503, context.locale);
    }
  },
};
