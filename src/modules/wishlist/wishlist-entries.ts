import { describeSku, loadCatalogue, productOfSku, productPath, skuDetails } from '@/modules/catalogue';
import type { RequestContext } from '@/platform/context/request-context';
import { formatPrice } from '@/platform/i18n/format';
import type { KeptItem } from './wishlist-store';

/** One line of the wishlist page, ready to show; `product` is absent when the shop no longer sells it. */
export interface WishlistEntry {
  sku: string;
  productId: string;
  product?: {
    id: string;
    name: string;
    brandName: string;
    description: string;
    href: string;
    imagePath: string;
    price: string;
    strikePrice?: string;
  };
}

export async function wishlistEntries(items: KeptItem[], context: RequestContext): Promise<WishlistEntry[]> {
  const catalogue = await loadCatalogue(context.locale);
  const money = (amount: number) => formatPrice(amount, context.currency, context.locale);
  return Promise.all(
    items.map(async ({ sku, productId }): Promise<WishlistEntry> => {
      const product = productOfSku(catalogue, sku);
      if (!product) return { sku, productId };
      const { prices, imagePath } = skuDetails(product, sku);
      const price = prices[context.currency];
      return {
        sku,
        productId,
        product: {
          id: product.id,
          name: product.name,
          brandName: product.brandName,
          description: await describeSku(product, sku, context.locale),
          href: `${productPath(product)}?variant=${encodeURIComponent(sku)}`,
          imagePath,
          price: money(price.amount),
          strikePrice: price.strike === undefined ? undefined : money(price.strike),
        },
      };
    }),
  );
}
