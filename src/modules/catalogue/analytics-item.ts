import type { Currency } from './constants';
import type { CatalogueProduct, Prices } from './model/product';

/** Spec §3 "Item fields": every value a string. */
export interface AnalyticsItem {
  itemId: string;
  itemName: string;
  itemBrand: string;
  itemCategory: string;
  itemVariant: string;
  price: string;
  quantity: string;
  sale: string;
  badge: string;
  strikePrice: string;
}

/** `prices`: those of the chosen contact-lens package, when not the product's "from" price. */
export function analyticsItem(
  product: CatalogueProduct,
  currency: Currency,
  variantId = '',
  prices: Prices = product.prices,
): AnalyticsItem {
  const price = prices[currency];
  return {
    itemId: product.id,
    itemName: product.name,
    itemBrand: product.brandName,
    itemCategory: product.kind,
    itemVariant: variantId,
    price: price.amount.toFixed(2),
    quantity: '1',
    sale: String(price.strike !== undefined),
    badge: product.badges.join(','),
    strikePrice: price.strike !== undefined ? price.strike.toFixed(2) : '',
  };
}
