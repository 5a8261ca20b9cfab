import { analyticsItem, skuDetails, type ProductPageExtender } from '@/modules/catalogue';
import { ProductPurchase } from './ProductPurchase';

/** The way to buy beside a product page's pickers: lenses for frames, parameters for contact lenses. */
export const cartOnProductPage: ProductPageExtender = async (product, context, sku) => {
  const { prices } = skuDetails(product, sku);
  return {
    actions: (
      <ProductPurchase
        product={{
          kind: product.kind,
          sku,
          name: product.name,
          price: prices[context.currency].amount,
          currency: context.currency,
          contactLensRange: product.contactLens,
          analyticsItem: analyticsItem(product, context.currency, sku, prices),
        }}
      />
    ),
  };
};
