import type { Block } from 'payload';
import { imageField, linkField, trackingFields } from './block-fields';

/** A titled grid of cards, each leading to a page (categories, help topics). */
export const TeaserGridBlock: Block = {
  slug: 'teaserGrid',
  interfaceName: 'TeaserGridBlock',
  labels: {
    singular: { en: 'Teaser grid', de: 'Teaser-Raster' },
    plural: { en: 'Teaser grids', de: 'Teaser-Raster' },
  },
  fields: [
    { name: 'heading', type: 'text', maxLength: 80 },
    {
      name: 'teasers',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      fields: [
        imageField('image', false),
        { name: 'heading', type: 'text', required: true, maxLength: 60 },
        { name: 'text', type: 'textarea', maxLength: 160 },
        linkField('link', { label: false }),
      ],
    },
    trackingFields,
  ],
};
