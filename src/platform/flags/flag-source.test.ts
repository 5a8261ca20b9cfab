import { describe, expect, it } from 'vitest';
import { flagSourceOf } from './flag-source';

describe('the feature flags’ source', () => {
  it('is the backoffice when neither FLAGD_URL nor FLAGD_FILE is set', () => {
    expect(flagSourceOf({})).toEqual({ kind: 'backoffice' });
  });

  it('is a flagd service at FLAGD_URL, on flagd’s port unless the URL names one', () => {
    expect(flagSourceOf({ FLAGD_URL: 'http://flagd.internal' })).toEqual({
      kind: 'flagd',
      host: 'flagd.internal',
      port: 8013,
      tls: false,
    });
    expect(flagSourceOf({ FLAGD_URL: 'https://flags.example:9443' })).toMatchObject({
      port: 9443,
      tls: true,
    });
    expect(flagSourceOf({ FLAGD_URL: 'unix:///run/flagd.sock' })).toEqual({
      kind: 'flagd-socket',
      socketPath: '/run/flagd.sock',
    });
  });

  it('refuses an address flagd cannot be reached at, a missing flag file, and both at once', () => {
    expect(() => flagSourceOf({ FLAGD_URL: 'ftp://flagd' })).toThrow(/FLAGD_URL must be/);
    expect(() => flagSourceOf({ FLAGD_FILE: '/no/such/flags.json' })).toThrow(/no flag file \/no\/such/);
    expect(() => flagSourceOf({ FLAGD_URL: 'http://flagd', FLAGD_FILE: 'package.json' })).toThrow(/not both/);
  });

  it('is a flag file evaluated in process with FLAGD_FILE', () => {
    expect(flagSourceOf({ FLAGD_FILE: 'package.json' })).toEqual({
      kind: 'flagd-file',
      path: 'package.json',
    });
  });
});
