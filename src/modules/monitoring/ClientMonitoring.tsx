'use client';

import { useEffect } from 'react';
import { CONSENT_CHANGE_EVENT, hasMonitoringConsent } from '@/modules/consent';
import { atIdle } from '@/ui/after-first-paint';
import { monitoringPlan, type ClientMonitoringSettings } from './monitoring-plan';

interface Props {
  settings: ClientMonitoringSettings;
}

/**
 * Starts client monitoring once the visitor allows it (spec §6): the Datadog SDKs when the storefront has
 * their ids, else the shop's own field data. Both are loaded on demand, so a page without consent never
 * fetches their code, and at idle after the first paint, so they never compete with the largest paint (the
 * vitals they report are read from the browser's buffered entries).
 */
export function ClientMonitoring({ settings }: Props) {
  useEffect(() => {
    let started = false;
    const startIfConsented = () => {
      if (started) return;
      const plan = monitoringPlan(settings, hasMonitoringConsent());
      if (plan.kind === 'none') return;
      started = true;
      const loading =
        plan.kind === 'datadog'
          ? import('./datadog-monitoring').then((module) => module.startDatadog(settings, plan))
          : import('./field-data').then((module) => module.startFieldData(settings));
      loading
        // what runs shows on the page, for whoever checks it (and the browser tests)
        .then(() => document.documentElement.setAttribute('data-client-monitoring', plan.kind))
        .catch((error: Error) => console.warn('client monitoring not started', error.message));
    };
    const cancel = atIdle(startIfConsented);
    window.addEventListener(CONSENT_CHANGE_EVENT, startIfConsented);
    return () => {
      cancel();
      window.removeEventListener(CONSENT_CHANGE_EVENT, startIfConsented);
    };
  }, [settings]);
  return null;
}
