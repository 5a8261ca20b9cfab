import type { RequestContext } from '@/platform/context/request-context';
import { formatPrice } from '@/platform/i18n/format';
import { analyticsItem, type AnalyticsItem } from './analytics-item';
import type { Catalogue } from './model/catalogue-store';
import { listImagePath, productPath } from './product-urls';

/** What a product tile drawn in the browser needs (recommendation carousels). */
export interface ProductTile {
  id: string;
  name: string;
  brandName: string;
  href: string;
  image: string;
  price: string;
  /** the regular price, struck through, when the product is reduced */
  strikePrice?: string;
  item: AnalyticsItem;
}

/** The tiles of these products in the storefront's language and currency, in the given order; unknown ids are left out. */
export function productTiles(
  catalogue: Catalogue,
  ids: readonly string[],
  context: RequestContext,
): ProductTile[] {
  return ids.flatMap((id) => {
    const product = catalogue.byId.get(id);
    if (!product) return [];
    const price = product.prices[context.currency];
    const money = (amount: number) => formatPrice(amount, context.currency, context.locale);
    return [
      {
        id: product.id,
        name: product.name,
        brandName: product.brandName,
        href: productPath(product),
        image: listImagePath(product),
        price: money(price.amount),
        ...(price.strike !== undefined ? { strikePrice: money(price.strike) } : {}),
        item: analyticsItem(product, context.currency),
      },
    ];
  });
}
