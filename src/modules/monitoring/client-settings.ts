import type { ServerConfig } from '@/platform/config/server-config';
import type { Country } from '@/platform/locale/locales';
import type { ClientMonitoringSettings } from './monitoring-plan';

/** A storefront's client monitoring settings: its country configuration first, then the environment. */
export function clientMonitoringSettings(config: ServerConfig, country: Country): ClientMonitoringSettings {
  const own = config.countries.countries[country].monitoring;
  const shared = config.monitoring;
  const clientToken = own.clientToken ?? shared.clientToken;
  const applicationId = own.applicationId ?? shared.applicationId;
  return {
    env: own.env ?? shared.env ?? config.mode,
    version: shared.serviceVersion,
    rumSampleRate: own.rumSampleRate ?? shared.rumSampleRate ?? 0,
    logsSampleRate: own.logsSampleRate ?? shared.logsSampleRate ?? 0,
    datadog:
      clientToken && applicationId
        ? { clientToken, applicationId, site: shared.datadogSite, intakeUrl: shared.intakeUrl }
        : undefined,
  };
}
