import type { CollectionConfig } from 'payload';
import { refuseBrandWithProducts } from '../hooks/dependents';
import { revalidateTagsAfterChange, revalidateTagsAfterDelete } from '../hooks/revalidate';

const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Frame and contact-lens brands. The id is the slug of the brand page /brillen/{id}.html. */
export const Brands: CollectionConfig = {
  slug: 'brands',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'id'], group: 'Catalogue' },
  access: { read: () => true },
  hooks: {
    beforeDelete: [refuseBrandWithProducts],
    afterChange: [revalidateTagsAfterChange('catalogue')],
    afterDelete: [revalidateTagsAfterDelete('catalogue')],
  },
  fields: [
    {
      name: 'id',
      type: 'text',
      required: true,
      admin: { description: 'URL slug, e.g. nordlicht → /brillen/nordlicht.html' },
      validate: (value: unknown) =>
        (typeof value === 'string' && SLUG_PATTERN.test(value)) || 'lower-case letters, digits and hyphens',
    },
    { name: 'name', type: 'text', required: true },
    {
      name: 'logo',
      type: 'upload',
      relationTo: 'media',
      admin: { description: 'For the brand-logo wall; without one the wall shows the name.' },
    },
    { name: 'description', type: 'textarea', localized: true, required: true },
  ],
};
