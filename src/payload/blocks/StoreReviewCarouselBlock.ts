import type { Block } from 'payload';
import { trackingFields } from './block-fields';

/** Recent published reviews in the reader's language with at least this rating, as a carousel. */
export const StoreReviewCarouselBlock: Block = {
  slug: 'storeReviewCarousel',
  interfaceName: 'StoreReviewCarouselBlock',
  labels: {
    singular: { en: 'Store-review carousel', de: 'Bewertungs-Karussell' },
    plural: { en: 'Store-review carousels', de: 'Bewertungs-Karussells' },
  },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 80 },
    {
      type: 'row',
      fields: [
        { name: 'minimumRating', type: 'number', min: 1, max: 5, defaultValue: 5, required: true },
        { name: 'count', type: 'number', min: 2, max: 20, defaultValue: 8, required: true },
      ],
    },
    trackingFields,
  ],
};
