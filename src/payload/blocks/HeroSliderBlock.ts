import type { Block } from 'payload';
import { imageField, linkField, trackingFields } from './block-fields';

/** Large slides at the top of a page, one at a time, turning by themselves until the shopper takes over. */
export const HeroSliderBlock: Block = {
  slug: 'heroSlider',
  interfaceName: 'HeroSliderBlock',
  labels: {
    singular: { en: 'Hero slider', de: 'Bühne (Slider)' },
    plural: { en: 'Hero sliders', de: 'Bühnen' },
  },
  fields: [
    {
      name: 'slides',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 6,
      fields: [
        imageField(),
        { name: 'heading', type: 'text', required: true, maxLength: 60 },
        { name: 'text', type: 'textarea', maxLength: 160 },
        linkField(),
      ],
    },
    trackingFields,
  ],
};
