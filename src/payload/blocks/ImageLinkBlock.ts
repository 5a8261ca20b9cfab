import type { Block } from 'payload';
import { imageField, linkField, trackingFields } from './block-fields';

/** One image leading somewhere; when it shows a product, its SKU goes with the click event. */
export const ImageLinkBlock: Block = {
  slug: 'imageLink',
  interfaceName: 'ImageLinkBlock',
  labels: {
    singular: { en: 'Image with link', de: 'Bild mit Link' },
    plural: { en: 'Images with link', de: 'Bilder mit Link' },
  },
  fields: [
    imageField(),
    {
      name: 'caption',
      type: 'text',
      maxLength: 80,
      admin: {
        description: {
          en: 'Shown on the image, naming the link (e.g. Contact-lens eye test for 19.90 €); without it the image description names it.',
          de: 'Steht auf dem Bild und benennt den Link; ohne sie benennt die Bildbeschreibung den Link.',
        },
      },
    },
    linkField('link', { label: false }),
    { name: 'productSku', type: 'text', maxLength: 40 },
    trackingFields,
  ],
};
