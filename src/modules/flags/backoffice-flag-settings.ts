import { payloadClient } from '@/payload/client';
import type { FeatureFlag as FeatureFlagsGlobal } from '@/payload/payload-types';
import { invalidatedMemo } from '@/platform/cache/invalidated-memo';
import type { BackofficeFlagSettings } from './backoffice-flag-provider';
import {
  FEATURE_FLAGS,
  FEATURE_FLAGS_TAG,
  fieldNameOf,
  isFeatureFlag,
} from '@/platform/flags/feature-flag-keys';

/** How long another instance, which did not see a backoffice change, may keep the flags it read. */
const MAX_AGE_MS = 30_000;

/** The backoffice global as the provider reads it; rows not filled in are left out. */
export function settingsOf(
  global: Pick<FeatureFlagsGlobal, 'defaults' | 'storefronts'>,
): BackofficeFlagSettings {
  const defaults: BackofficeFlagSettings['defaults'] = {};
  for (const flag of FEATURE_FLAGS) {
    const value = (global.defaults as Record<string, boolean | null | undefined> | undefined)?.[
      fieldNameOf(flag)
    ];
    if (typeof value === 'boolean') defaults[flag] = value;
  }
  const storefronts = (global.storefronts ?? []).flatMap(({ flag, storefront, enabled }) =>
    flag && isFeatureFlag(flag) && storefront ? [{ flag, storefront, enabled: enabled === true }] : [],
  );
  return { defaults, storefronts };
}

const load = invalidatedMemo(
  'feature-flags',
  FEATURE_FLAGS_TAG,
  async () => {
    const payload = await payloadClient();
    return settingsOf(await payload.findGlobal({ slug: 'feature-flags', depth: 0 }));
  },
  { maxAgeMs: MAX_AGE_MS },
);

/** The backoffice's flags, read once until a change of them (or for 30 s). */
export const backofficeFlagSettings = (): Promise<BackofficeFlagSettings> => load('settings');
