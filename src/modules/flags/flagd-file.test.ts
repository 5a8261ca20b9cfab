import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OpenFeature } from '@openfeature/server-sdk';
import { afterAll, describe, expect, it } from 'vitest';
import { onInvalidate } from '@/platform/cache/invalidation';
import { FEATURE_FLAGS_TAG } from '@/platform/flags/feature-flag-keys';
import { featureEnabled, startFeatureFlags } from './feature-flags';

const directory = mkdtempSync(path.join(os.tmpdir(), 'shop-flagd-'));
const flagFile = path.join(directory, 'flags.json');

/** A flagd flag definition: the try-on is off in the storefronts named, on elsewhere. */
const tryOnOffIn = (storefronts: string[]) =>
  JSON.stringify({
    flags: {
      'virtual-try-on': {
        state: 'ENABLED',
        variants: { on: true, off: false },
        defaultVariant: 'on',
        targeting: { if: [{ in: [{ var: 'storefront' }, storefronts] }, 'off', 'on'] },
      },
    },
  });

const finland = { country: 'fi', locale: 'fi-FI', application: 'default' } as const;
const sweden = { country: 'se', locale: 'sv-SE', application: 'default' } as const;

afterAll(async () => {
  await OpenFeature.close(); // stops the provider's file watch
  rmSync(directory, { recursive: true, force: true });
});

describe('flags from a flagd flag file (FLAGD_FILE), evaluated in process by the flagd provider', () => {
  it('follows the file’s targeting per storefront, and its changes without a restart', async () => {
    writeFileSync(flagFile, tryOnOffIn(['fi']));
    await startFeatureFlags({ kind: 'flagd-file', path: flagFile });

    expect(await featureEnabled('virtual-try-on', finland)).toBe(false);
    expect(await featureEnabled('virtual-try-on', sweden)).toBe(true);
    // a flag the file does not define keeps the shop's default
    expect(await featureEnabled('support-chat', finland)).toBe(true);

    const pagesDropped = new Promise<void>((resolve) => onInvalidate(FEATURE_FLAGS_TAG, () => resolve()));
    writeFileSync(flagFile, tryOnOffIn(['se']));
    await pagesDropped;
    expect(await featureEnabled('virtual-try-on', finland)).toBe(true);
    expect(await featureEnabled('virtual-try-on', sweden)).toBe(false);
  }, 20_000);
});
