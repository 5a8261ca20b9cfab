import type { Block } from 'payload';
import { trackingFields } from './block-fields';

/** Products chosen by the editor, or by a rule (a kind of product, the most popular first). */
export const ProductCarouselBlock: Block = {
  slug: 'productCarousel',
  interfaceName: 'ProductCarouselBlock',
  labels: {
    singular: { en: 'Product carousel', de: 'Produkt-Karussell' },
    plural: { en: 'Product carousels', de: 'Produkt-Karussells' },
  },
  fields: [
    { name: 'heading', type: 'text', required: true, maxLength: 80 },
    {
      name: 'source',
      type: 'radio',
      required: true,
      defaultValue: 'rule',
      options: [
        { value: 'rule', label: { en: 'By rule', de: 'Nach Regel' } },
        { value: 'list', label: { en: 'Chosen products', de: 'Ausgewählte Produkte' } },
      ],
    },
    {
      name: 'products',
      type: 'relationship',
      relationTo: 'products',
      hasMany: true,
      maxRows: 24,
      admin: { condition: (_, sibling) => sibling.source === 'list' },
    },
    {
      type: 'row',
      admin: { condition: (_, sibling) => sibling.source === 'rule' },
      fields: [
        {
          name: 'kind',
          type: 'select',
          defaultValue: 'glasses',
          options: [
            { value: 'glasses', label: { en: 'Glasses', de: 'Brillen' } },
            { value: 'sunglasses', label: { en: 'Sunglasses', de: 'Sonnenbrillen' } },
            { value: 'contactLenses', label: { en: 'Contact lenses', de: 'Kontaktlinsen' } },
          ],
        },
        { name: 'limit', type: 'number', min: 2, max: 24, defaultValue: 12 },
      ],
    },
    trackingFields,
  ],
};
