import * as z from 'zod/mini';
import { definitionOf, event, nonEmptyText } from './common';

/** Spec §3 "Item fields": all strings. */
export const item = z.object({
  itemId: nonEmptyText(),
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

export const listItem = z.extend(item, { itemListName: z.string(), index: z.string() });

export const addToCartItem = z.extend(item, {
  orderTypeProduct: z.string(),
  wishlistedProduct: z.string(),
  glassColor: z.optional(z.string()),
  focalType: z.optional(z.string()),
  tingeType: z.optional(z.string()),
  glasPackage: z.optional(z.string()),
  fieldOfVision: z.optional(z.string()),
  lotus: z.optional(z.string()),
  digitalRelax: z._default(z.string(), 'none'),
});

const currency = () => z.string().check(z.length(3));
const listWrapper = { currency: currency(), itemListId: z.string(), itemListName: z.string() };

export const ecommerceEvents = [
  event('SELECT_ITEM', 'select_item', {
    ecommerce: z.object({ ...listWrapper, items: z.array(listItem).check(z.minLength(1)) }),
  }),
  event('VIEW_ITEM', 'view_item', {
    ecommerce: z.object({ currency: currency(), items: z.array(item).check(z.minLength(1)) }),
  }),
  event('VIEW_ITEM_LIST', 'view_item_list', {
    ecommerce: z.object({ ...listWrapper, items: z.array(listItem) }),
  }),
  event('ADD_TO_CART', 'add_to_cart', {
    ecommerce: z.object({
      currency: currency(),
      value: z.number().check(z.nonnegative()),
      items: z.array(addToCartItem).check(z.minLength(1)),
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
  ecommerceEvents.map((schema) => definitionOf(schema).eventType),
);
