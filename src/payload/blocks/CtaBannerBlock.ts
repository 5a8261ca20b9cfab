import type { Block } from 'payload';
import { linkField, trackingFields } from './block-fields';

/** A heading, a sentence and one call-to-action button. */
export const CtaBannerBlock: Block = {
  slug: 'ctaBanner',
  interfaceName: 'CtaBannerBlock',
  labels: {
    singular: { en: 'Call-to-action banner', de: 'Handlungsaufruf' },
    plural: { en: 'Call-to-action banners', de: 'Handlungsaufrufe' },
  },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 80 },
    { name: 'text', type: 'textarea', maxLength: 200 },
    linkField(),
    trackingFields,
  ],
};
