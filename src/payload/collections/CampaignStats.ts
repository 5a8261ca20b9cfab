import type { CollectionConfig } from 'payload';
import { isStaff } from '../access';

/** Impressions and clicks per campaign variation and day, counted by the built-in engine. */
export const CampaignStats: CollectionConfig = {
  slug: 'campaign-stats',
  admin: {
    useAsTitle: 'variation',
    defaultColumns: ['campaign', 'variation', 'day', 'impressions', 'clicks'],
    group: 'Personalisation',
  },
  access: {
    read: isStaff,
    create: () => false,
    update: () => false,
    delete: isStaff,
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
