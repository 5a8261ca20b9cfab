import type { CollectionConfig } from 'payload';
import { STOREFRONT_COUNTRIES } from '@/platform/locale/locales';
import { revalidateTagsAfterChange } from '../hooks/revalidate';

export const OPTICIAN_TYPES = ['MSXStore', 'Partner'] as const;
export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const timeOfDay = { validate: (value: unknown) => (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)) || 'HH:MM' };

/** Own stores (MSXStore) and partner opticians. The id is the public opticianId used in URLs. */
export const Opticians: CollectionConfig = {
  slug: 'opticians',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'opticianType', 'city', 'country'], group: 'Opticians' },
  access: { read: () => true },
  hooks: { afterChange: [revalidateTagsAfterChange('opticians')] },
  fields: [
    { name: 'id', type: 'text', required: true, admin: { description: 'Public opticianId, e.g. msx-de-berlin' } },
    { name: 'name', type: 'text', required: true },
    { name: 'opticianType', type: 'select', required: true, options: [...OPTICIAN_TYPES], index: true },
    {
      type: 'row',
      fields: [
        { name: 'street', type: 'text', required: true },
        { name: 'postalCode', type: 'text', required: true },
        { name: 'city', type: 'text', required: true },
        { name: 'country', type: 'select', required: true, options: [...STOREFRONT_COUNTRIES], index: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'latitude', type: 'number', required: true, min: -90, max: 90 },
        { name: 'longitude', type: 'number', required: true, min: -180, max: 180 },
        { name: 'timeZone', type: 'text', required: true, defaultValue: 'Europe/Berlin' },
      ],
    },
    { name: 'phone', type: 'text', required: true },
    { name: 'email', type: 'email' },
    {
      name: 'openingHours',
      type: 'array',
      admin: { description: 'A weekday without a row is shown as closed.' },
      fields: [
        { name: 'weekday', type: 'select', required: true, options: [...WEEKDAYS] },
        { name: 'opens', type: 'text', required: true, ...timeOfDay },
        { name: 'closes', type: 'text', required: true, ...timeOfDay },
      ],
    },
  ],
};
