import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { hasMonitoringConsent } from '@/modules/consent';
import { BEACON_PATH } from './constants';
import { inSample, type ClientMonitoringSettings } from './monitoring-plan';

type Beacon =
  | { kind: 'vital'; name: Metric['name']; value: number; path: string }
  | { kind: 'error'; message: string; path: string };

/** Errors of one page view reported at most: a loop that throws must not flood the endpoint. */
const MAX_ERRORS = 10;
const MAX_MESSAGE = 300;

function messageOf(reason: unknown): string {
  const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason);
  return text.slice(0, MAX_MESSAGE);
}

/**
 * The shop's own field data: Core Web Vitals of the page view and its uncaught errors, each in its sample,
 * sent by beacon to the first-party endpoint when the page is hidden or left, and only while consent holds.
 */
export function startFieldData(settings: ClientMonitoringSettings, random: () => number = Math.random): void {
  const queue: Beacon[] = [];
  const path = window.location.pathname;
  let errors = 0;

  const flush = () => {
    const beacons = queue.splice(0);
    if (beacons.length === 0 || !hasMonitoringConsent()) return;
    const body = new Blob([JSON.stringify({ beacons })], { type: 'application/json' });
    navigator.sendBeacon(BEACON_PATH, body);
  };

  if (inSample(settings.rumSampleRate, random())) {
    const report = (metric: Metric) =>
      queue.push({ kind: 'vital', name: metric.name, value: metric.value, path });
    for (const onVital of [onLCP, onINP, onCLS, onFCP, onTTFB]) onVital(report);
  }
  if (inSample(settings.logsSampleRate, random())) {
    const report = (reason: unknown) => {
      if (errors >= MAX_ERRORS) return;
      errors += 1;
      queue.push({ kind: 'error', message: messageOf(reason), path: window.location.pathname });
    };
    window.addEventListener('error', (event) => report(event.error ?? event.message));
    window.addEventListener('unhandledrejection', (event) => report(event.reason));
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
