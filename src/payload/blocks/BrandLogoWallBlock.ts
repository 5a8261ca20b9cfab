import type { Block } from 'payload';
import { trackingFields } from './block-fields';

/** The brands' logos (or names, for a brand without a logo), each leading to the brand's page. */
export const BrandLogoWallBlock: Block = {
  slug: 'brandLogoWall',
  interfaceName: 'BrandLogoWallBlock',
  labels: {
    singular: { en: 'Brand-logo wall', de: 'Markenlogos' },
    plural: { en: 'Brand-logo walls', de: 'Markenlogos' },
  },
  fields: [
    { name: 'heading', type: 'text', maxLength: 80 },
    {
      name: 'brands',
      type: 'relationship',
      relationTo: 'brands',
      hasMany: true,
      maxRows: 24,
      admin: { description: { en: 'Empty: all brands.', de: 'Leer: alle Marken.' } },
    },
    trackingFields,
  ],
};
