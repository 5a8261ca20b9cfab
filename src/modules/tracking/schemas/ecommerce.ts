import { z } from 'zod';
import { event } from './common';

/** Spec §3 "Item fields": all strings. */
export const item = z.object({
  itemId: z.string().min(1),
  itemName: z.string(),
  itemBrand: z.string(),
  itemCategory: z.string(),
  itemVariant: z.string(),
  price: z.string(),
  quantity: z.string(),
  sale: z.string(),
  badge: z.string(),
  strikePrice: z.string(),
});

export const listItem = item.extend({ itemListName: z.string(), index: z.string() });

export const addToCartItem = item.extend({
  orderTypeProduct: z.string(),
  wishlistedProduct: z.string(),
  glassColor: z.string().optional(),
  focalType: z.string().optional(),
  tingeType: z.string().optional(),
  glasPackage: z.string().optional(),
  fieldOfVision: z.string().optional(),
  lotus: z.string().optional(),
  digitalRelax: z.string().default('none'),
});

const listWrapper = { currency: z.string().length(3), itemListId: z.string(), itemListName: z.string() };

export const ecommerceEvents = [
  event('SELECT_ITEM', 'select_item', {
    ecommerce: z.object({ ...listWrapper, items: z.array(listItem).min(1) }),
  }),
  event('VIEW_ITEM', 'view_item', {
    ecommerce: z.object({ currency: z.string().length(3), items: z.array(item).min(1) }),
  }),
  event('VIEW_ITEM_LIST', 'view_item_list', {
    ecommerce: z.object({ ...listWrapper, items: z.array(listItem) }),
  }),
  event('ADD_TO_CART', 'add_to_cart', {
    ecommerce: z.object({
      currency: z.string().length(3),
      value: z.number().nonnegative(),
      items: z.array(addToCartItem).min(1),
    }),
  }),
  event('SEARCH', 'search', {
    ecommerce: z.object({
      searchTerm: z.string(),
      searchType: z.enum(['search_suggest', 'freetext_search']),
    }),
  }),
] as const;

export const ECOMMERCE_EVENT_TYPES = new Set<string>(
  ecommerceEvents.map((schema) => schema.shape.eventType.value),
);
