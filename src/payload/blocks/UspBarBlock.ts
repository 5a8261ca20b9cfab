import type { Block } from 'payload';
import { trackingFields } from './block-fields';

export const USP_ICONS = ['eyeTest', 'moneyBack', 'delivery', 'opticians', 'tryOn', 'voucher'] as const;

/** A row of the shop's promises (free eye test, 30-day money-back guarantee, 400+ partner opticians, …). */
export const UspBarBlock: Block = {
  slug: 'uspBar',
  interfaceName: 'UspBarBlock',
  labels: {
    singular: { en: 'USP bar', de: 'Vorteilsleiste' },
    plural: { en: 'USP bars', de: 'Vorteilsleisten' },
  },
  fields: [
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 6,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'icon', type: 'select', required: true, options: [...USP_ICONS] },
            { name: 'text', type: 'text', required: true, maxLength: 70 },
          ],
        },
      ],
    },
    trackingFields,
  ],
};
