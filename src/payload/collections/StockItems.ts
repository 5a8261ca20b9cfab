import type { CollectionConfig } from 'payload';

/**
 * Units on hand per sku (a frame colour). Checkout takes units off in one conditional update, so two
 * shoppers cannot buy the last unit twice; a sku without a row is made to order (contact lenses).
 */
export const StockItems: CollectionConfig = {
  slug: 'stock-items',
  labels: { singular: { en: 'Stock item', de: 'Lagerbestand' }, plural: { en: 'Stock', de: 'Lagerbestand' } },
  admin: {
    useAsTitle: 'sku',
    defaultColumns: ['sku', 'quantity', 'updatedAt'],
    group: { en: 'Orders', de: 'Bestellungen' },
    listSearchableFields: ['sku'],
  },
  fields: [
    { name: 'sku', type: 'text', required: true, unique: true },
    { name: 'quantity', type: 'number', required: true, min: 0, defaultValue: 0 },
  ],
};
