import type { CollectionConfig } from 'payload';
import { isStaff } from '../access';

const readOnly = { readOnly: true };

/**
 * What shoppers keep on their wishlists: one row per owner and sku (unique `key`, so adding twice keeps
 * one). The owner is a visitor (`visitor:{id}` from the visitor cookie) until accounts join it in. Written
 * by the storefront only; the backoffice reads it (which frames are wished for).
 */
export const WishlistItems: CollectionConfig = {
  slug: 'wishlist-items',
  labels: {
    singular: { en: 'Wishlist item', de: 'Merkzettel-Eintrag' },
    plural: { en: 'Wishlist items', de: 'Merkzettel-Einträge' },
  },
  admin: {
    useAsTitle: 'sku',
    defaultColumns: ['sku', 'productId', 'owner', 'createdAt'],
    group: { en: 'Customers', de: 'Kunden' },
    listSearchableFields: ['sku', 'productId'],
  },
  access: {
    read: isStaff,
    create: () => false,
    update: () => false,
    delete: () => false,
  },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, admin: { hidden: true } },
    { name: 'owner', type: 'text', required: true, index: true, admin: readOnly },
    { name: 'sku', type: 'text', required: true, index: true, admin: readOnly },
    { name: 'productId', type: 'text', required: true, index: true, admin: readOnly },
  ],
};
