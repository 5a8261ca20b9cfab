/** What the browser gets to start client monitoring with (spec §3 "Client monitoring settings"). */
export interface ClientMonitoringSettings {
  env: string;
  /** the shop's release; without it nothing starts (spec §6) */
  version?: string;
  /** percent of page views that report vitals (own) or are recorded by RUM (Datadog) */
  rumSampleRate: number;
  /** percent of page views that report their uncaught errors (own) or logs (Datadog) */
  logsSampleRate: number;
  /** with both ids the official Datadog SDKs run instead of the shop's own field data */
  datadog?: { clientToken: string; applicationId: string; site?: string; intakeUrl?: string };
}

export type MonitoringPlan =
  | { kind: 'none' }
  | { kind: 'datadog'; version: string; datadog: NonNullable<ClientMonitoringSettings['datadog']> }
  | { kind: 'own'; version: string };

/** Spec §6: client monitoring starts only when its consent cookie is true and the version (and ids) are set. */
export function monitoringPlan(settings: ClientMonitoringSettings, consented: boolean): MonitoringPlan {
  if (!consented || !settings.version) return { kind: 'none' };
  if (settings.datadog) return { kind: 'datadog', version: settings.version, datadog: settings.datadog };
  if (settings.rumSampleRate <= 0 && settings.logsSampleRate <= 0) return { kind: 'none' };
  return { kind: 'own', version: settings.version };
}

/** Whether this page view is in a sample of `ratePercent` (0–100), given a uniform random number in [0, 1). */
export function inSample(ratePercent: number, random: number): boolean {
  return random * 100 < ratePercent;
}
