import type { ArrayField, GlobalConfig } from 'payload';
import {
  FEATURE_FLAGS,
  FEATURE_FLAGS_TAG,
  FEATURE_FLAG_DEFAULT,
  fieldNameOf,
  type FeatureFlag,
} from '@/platform/flags/feature-flag-keys';
import { STOREFRONT_COUNTRIES } from '@/platform/locale/locales';
import { revalidateGlobalAfterChange } from '../hooks/revalidate';

const LABELS: Record<FeatureFlag, string> = {
  'virtual-try-on': 'Virtual try-on',
  'newsletter-modal': 'Newsletter sign-up dialog',
  'support-chat': 'Support chat',
  recommendations: 'Recommendation slots',
};

const WHERE: Record<FeatureFlag, string> = {
  'virtual-try-on': '"Try on virtually" on the product pages of frames.',
  'newsletter-modal': 'The floating 10% button; content teasers link to the newsletter page instead.',
  'support-chat': 'The chat on help pages.',
  recommendations: 'The recommendation slots of the home and product pages.',
};

interface StorefrontRow {
  flag?: string | null;
  storefront?: string | null;
}

const oneRowPerFlagAndStorefront: ArrayField['validate'] = (rows) => {
  const seen = new Set<string>();
  for (const row of (rows ?? []) as StorefrontRow[]) {
    const key = `${row.flag} ${row.storefront}`;
    if (seen.has(key)) return `${row.flag} is set twice for the storefront ${row.storefront}`;
    seen.add(key);
  }
  return true;
};

/**
 * The feature flags when no flagd service or flag file is configured (FLAGD_URL, FLAGD_FILE): each flag's
 * default for every storefront and the storefronts that differ. A save counts at once (FEATURE_FLAGS_TAG).
 */
export const FeatureFlags: GlobalConfig = {
  slug: 'feature-flags',
  label: 'Feature flags',
  admin: {
    group: 'Storefront',
    description:
      'Turns features on or off per storefront; a change shows at once. Not used when the shop takes its ' +
      'flags from flagd (FLAGD_URL or FLAGD_FILE).',
  },
  hooks: { afterChange: [revalidateGlobalAfterChange(FEATURE_FLAGS_TAG)] },
  fields: [
    {
      name: 'defaults',
      type: 'group',
      label: 'Every storefront',
      fields: FEATURE_FLAGS.map((flag) => ({
        name: fieldNameOf(flag),
        type: 'checkbox',
        label: LABELS[flag],
        defaultValue: FEATURE_FLAG_DEFAULT,
        admin: { description: WHERE[flag] },
      })),
    },
    {
      name: 'storefronts',
      type: 'array',
      label: 'Storefronts that differ',
      labels: { singular: 'Storefront', plural: 'Storefronts' },
      validate: oneRowPerFlagAndStorefront,
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'flag',
              type: 'select',
              required: true,
              options: FEATURE_FLAGS.map((flag) => ({ label: LABELS[flag], value: flag })),
            },
            { name: 'storefront', type: 'select', required: true, options: [...STOREFRONT_COUNTRIES] },
            { name: 'enabled', type: 'checkbox', label: 'On', defaultValue: false },
          ],
        },
      ],
    },
  ],
};
