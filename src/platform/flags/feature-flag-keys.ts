/**
 * The shop's feature flags. Each is on unless its flag source turns it off, as the shop behaved before
 * there were flags. Plain values only: the backoffice global imports them.
 */
export const FEATURE_FLAGS = [
  'virtual-try-on',
  'newsletter-modal',
  'support-chat',
  'recommendations',
] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const FEATURE_FLAG_DEFAULT = true;

/** The cache tag a backoffice change of the flags (or a flagd configuration change) notifies. */
export const FEATURE_FLAGS_TAG = 'feature-flags';

export function isFeatureFlag(value: string): value is FeatureFlag {
  return (FEATURE_FLAGS as readonly string[]).includes(value);
}

/** The backoffice global's field name of a flag (`virtual-try-on` → `virtualTryOn`). */
export function fieldNameOf(flag: FeatureFlag): string {
  return flag.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
