import type { CollectionConfig } from 'payload';

/**
 * The till of a partner optician or own store: staff create one per optician and enable its API key, which
 * the optician's system sends to redeem eye-test vouchers (`Authorization: optician-accounts API-Key …`).
 * It has no way into the backoffice and no other rights.
 */
export const OpticianAccounts: CollectionConfig = {
  slug: 'optician-accounts',
  labels: {
    singular: { en: 'Optician account', de: 'Optiker-Zugang' },
    plural: { en: 'Optician accounts', de: 'Optiker-Zugänge' },
  },
  admin: { useAsTitle: 'email', group: { en: 'Opticians', de: 'Optiker' } },
  auth: { useAPIKey: true, maxLoginAttempts: 5, lockTime: 15 * 60 * 1000 },
  access: { admin: () => false },
  fields: [{ name: 'optician', type: 'relationship', relationTo: 'opticians', required: true, index: true }],
};
