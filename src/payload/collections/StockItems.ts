import type { CollectionConfig } from 'payload';
import { revalidateTagsAfterChange, revalidateTagsAfterDelete } from '../hooks/revalidate';

/**
 * Units on hand per sku (a frame colour). Checkout takes units off in one conditional update, so two
 * shoppers cannot buy the last unit twice; a sku without a row is made to order (contact lenses). A change
 * here re-renders the product pages that show availability.
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
  hooks: {
    afterChange: [revalidateTagsAfterChange('stock-items')],
    afterDelete: [revalidateTagsAfterDelete('stock-items')],
  },
  fields: [
    { name: 'sku', type: 'text', required: true, unique: true },
    { name: 'quantity', type: 'number', required: true, min: 0, defaultValue: 0 },
  ],
};
