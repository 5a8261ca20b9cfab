import type { CollectionConfig } from 'payload';
import { isStaff } from '../access';

const readOnly = { readOnly: true };

/**
 * What shoppers have in their carts: one row per line (a configured pair of glasses, one eye's contact
 * lenses, a pair of sunglasses), so two lines added at once are both kept. The owner is a visitor
 * (`visitor:{id}`) until accounts join it in. `requestKey` makes a retried add answer the first one.
 * Prices are not stored: the cart is priced from the catalogue whenever it is shown.
 */
export const CartLines: CollectionConfig = {
  slug: 'cart-lines',
  labels: {
    singular: { en: 'Cart line', de: 'Warenkorb-Position' },
    plural: { en: 'Cart lines', de: 'Warenkorb-Positionen' },
  },
  admin: {
    useAsTitle: 'sku',
    defaultColumns: ['sku', 'quantity', 'owner', 'updatedAt'],
    group: { en: 'Customers', de: 'Kunden' },
  },
  access: {
    read: isStaff,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    { name: 'owner', type: 'text', required: true, index: true, admin: readOnly },
    { name: 'sku', type: 'text', required: true, admin: readOnly },
    { name: 'productId', type: 'text', required: true, index: true, admin: readOnly },
    { name: 'quantity', type: 'number', required: true, min: 1, admin: readOnly },
    {
      name: 'configuration',
      type: 'json',
      admin: { ...readOnly, description: 'lenses of glasses, or one eye’s contact lens parameters' },
    },
    { name: 'requestKey', type: 'text', unique: true, admin: { hidden: true } },
  ],
};
