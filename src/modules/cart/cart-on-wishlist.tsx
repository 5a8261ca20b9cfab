import { analyticsItem, loadCatalogue, productOfSku, skuDetails } from '@/modules/catalogue';
import type { RequestContext } from '@/platform/context/request-context';
import { QuickAdd } from './QuickAdd';

/**
 * The wishlist's way to buy a kept sunglasses frame at once; glasses and contact lenses need their lenses
 * or parameters chosen on the product page first, so they get nothing here.
 */
export async function cartOnWishlistEntry(sku: string, context: RequestContext) {
  const product = productOfSku(await loadCatalogue(context.locale), sku);
  if (product?.kind !== 'sunglasses') return undefined;
  const { prices } = skuDetails(product, sku);
  return (
    <QuickAdd
      input={{ type: 'frame', sku, quantity: 1 }}
      kind="sunglasses"
      wishlisted
      name={product.name}
      price={prices[context.currency].amount}
      currency={context.currency}
      item={analyticsItem(product, context.currency, sku, prices)}
    />
  );
}
