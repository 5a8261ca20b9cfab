import { describe, expect, it } from 'vitest';
import { inSample, monitoringPlan, type ClientMonitoringSettings } from './monitoring-plan';

const own: ClientMonitoringSettings = {
  env: 'production',
  version: '1.4.0',
  rumSampleRate: 10,
  logsSampleRate: 0,
};
const datadog = { clientToken: 'pub123', applicationId: 'app-1' };

describe('client monitoring plan (spec §6)', () => {
  it('starts nothing before the monitoring consent cookie is true', () => {
    expect(monitoringPlan(own, false)).toEqual({ kind: 'none' });
    expect(monitoringPlan({ ...own, datadog }, false)).toEqual({ kind: 'none' });
  });

  it('starts nothing without the version, even with consent', () => {
    expect(monitoringPlan({ ...own, version: undefined, datadog }, true)).toEqual({ kind: 'none' });
    expect(monitoringPlan({ ...own, version: '' }, true)).toEqual({ kind: 'none' });
  });

  it('runs Datadog with consent, ids and version', () => {
    expect(monitoringPlan({ ...own, datadog }, true)).toEqual({ kind: 'datadog', version: '1.4.0', datadog });
  });

  it('runs the shop’s own field data without Datadog ids, unless both sample rates are 0', () => {
    expect(monitoringPlan(own, true)).toEqual({ kind: 'own', version: '1.4.0' });
    expect(monitoringPlan({ ...own, logsSampleRate: 5, rumSampleRate: 0 }, true).kind).toBe('own');
    expect(monitoringPlan({ ...own, rumSampleRate: 0 }, true)).toEqual({ kind: 'none' });
  });
});

describe('sampling', () => {
  it('takes a page view into a sample of the given percent', () => {
    expect(inSample(0, 0)).toBe(false);
    expect(inSample(100, 0.999999)).toBe(true);
    expect(inSample(25, 0.2499)).toBe(true);
    expect(inSample(25, 0.25)).toBe(false);
  });

  it('keeps about the given share of many page views', () => {
    let random = 0;
    const next = () => (random = (random + 0.6180339887) % 1);
    const kept = Array.from({ length: 10_000 }, () => inSample(10, next())).filter(Boolean).length;
    expect(kept).toBeGreaterThan(950);
    expect(kept).toBeLessThan(1050);
  });
});
