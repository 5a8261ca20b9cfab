import { describe, expect, it } from 'vitest';
import { parseServerConfig } from '@/platform/config/server-config';
import { clientMonitoringSettings } from './client-settings';

describe('client monitoring settings (spec §3)', () => {
  it('has sample rates of 0 and no Datadog unless set', () => {
    const settings = clientMonitoringSettings(parseServerConfig({}), 'de');
    expect(settings).toMatchObject({ rumSampleRate: 0, logsSampleRate: 0, env: 'demo' });
    expect(settings.datadog).toBeUndefined();
    expect(settings.version).toBeUndefined();
  });

  it('takes the environment’s settings for every storefront', () => {
    const config = parseServerConfig({
      MONITORING_CLIENT_TOKEN: 'pub123',
      MONITORING_APPLICATION_ID: 'app-1',
      MONITORING_ENV: 'staging',
      MONITORING_SERVICE_VERSION: '1.4.0',
      MONITORING_RUM_SAMPLE_RATE: '12.5',
      MONITORING_LOGS_SAMPLE_RATE: '100',
      MONITORING_INTAKE_URL: 'http://127.0.0.1:4510/intake',
    });
    expect(clientMonitoringSettings(config, 'fi')).toEqual({
      env: 'staging',
      version: '1.4.0',
      rumSampleRate: 12.5,
      logsSampleRate: 100,
      datadog: { clientToken: 'pub123', applicationId: 'app-1', intakeUrl: 'http://127.0.0.1:4510/intake' },
    });
  });

  it('lets a country’s configuration come first', () => {
    const config = parseServerConfig({ MONITORING_RUM_SAMPLE_RATE: '5', MONITORING_SERVICE_VERSION: '1' });
    config.countries.countries.at.monitoring = {
      rumSampleRate: 50,
      clientToken: 'pub-at',
      applicationId: 'app-at',
    };
    expect(clientMonitoringSettings(config, 'at')).toMatchObject({
      rumSampleRate: 50,
      datadog: { clientToken: 'pub-at', applicationId: 'app-at' },
    });
    expect(clientMonitoringSettings(config, 'de')).toMatchObject({ rumSampleRate: 5, datadog: undefined });
  });

  it('refuses a sample rate outside 0–100', () => {
    expect(() => parseServerConfig({ MONITORING_RUM_SAMPLE_RATE: '150' })).toThrow(
      'MONITORING_RUM_SAMPLE_RATE',
    );
    expect(() => parseServerConfig({ MONITORING_LOGS_SAMPLE_RATE: 'all' })).toThrow(
      'MONITORING_LOGS_SAMPLE_RATE',
    );
  });
});
