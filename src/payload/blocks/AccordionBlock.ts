import type { Block } from 'payload';
import { trackingFields } from './block-fields';

/** Questions that open to their answers (FAQ). */
export const AccordionBlock: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  labels: {
    singular: { en: 'Accordion (FAQ)', de: 'Akkordeon (FAQ)' },
    plural: { en: 'Accordions', de: 'Akkordeons' },
  },
  fields: [
    { name: 'heading', type: 'text', maxLength: 80 },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      fields: [
        { name: 'question', type: 'text', required: true, maxLength: 160 },
        { name: 'answer', type: 'richText', required: true },
      ],
    },
    trackingFields,
  ],
};
