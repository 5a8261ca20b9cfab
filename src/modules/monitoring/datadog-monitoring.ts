import { datadogLogs } from '@datadog/browser-logs';
import { datadogRum } from '@datadog/browser-rum';
import { CONSENT_CHANGE_EVENT, hasMonitoringConsent } from '@/modules/consent';
import type { ClientMonitoringSettings, MonitoringPlan } from './monitoring-plan';

const SERVICE = 'eyewear-shop';

/** Starts Datadog RUM and browser logs with the storefront's ids and sample rates (spec §3). */
export function startDatadog(
  settings: ClientMonitoringSettings,
  plan: Extract<MonitoringPlan, { kind: 'datadog' }>,
): void {
  const shared = {
    clientToken: plan.datadog.clientToken,
    site: plan.datadog.site ?? 'datadoghq.eu',
    proxy: plan.datadog.intakeUrl,
    service: SERVICE,
    env: settings.env,
    version: plan.version,
    trackingConsent: 'granted' as const,
    telemetrySampleRate: 0,
  };
  datadogRum.init({
    ...shared,
    applicationId: plan.datadog.applicationId,
    sessionSampleRate: settings.rumSampleRate,
    sessionReplaySampleRate: 0,
  });
  datadogLogs.init({ ...shared, sessionSampleRate: settings.logsSampleRate, forwardErrorsToLogs: true });
  window.addEventListener(CONSENT_CHANGE_EVENT, () => {
    const consent = hasMonitoringConsent() ? 'granted' : 'not-granted';
    datadogRum.setTrackingConsent(consent);
    datadogLogs.setTrackingConsent(consent);
  });
}
