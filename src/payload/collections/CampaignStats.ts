import type { CollectionConfig } from 'payload';

/** Impressions and clicks per campaign variation and day, counted by the built-in engine. */
export const CampaignStats: CollectionConfig = {
  slug: 'campaign-stats',
  admin: {
    useAsTitle: 'variation',
    defaultColumns: ['campaign', 'variation', 'day', 'impressions', 'clicks'],
    group: 'Personalisation',
  },
  access: {
    read: ({ req }) => Boolean(req.user),
    create: () => false,
    update: () => false,
    delete: ({ req }) => Boolean(req.user),
  },
  indexes: [{ fields: ['campaign', 'variation', 'day'], unique: true }],
  fields: [
    { name: 'campaign', type: 'relationship', relationTo: 'campaigns', required: true, index: true },
    { name: 'variation', type: 'text', required: true },
    { name: 'day', type: 'text', required: true, admin: { description: 'UTC date, YYYY-MM-DD' } },
    { name: 'impressions', type: 'number', required: true, defaultValue: 0 },
    { name: 'clicks', type: 'number', required: true, defaultValue: 0 },
  ],
};
