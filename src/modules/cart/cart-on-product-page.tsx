import { NextIntlClientProvider } from 'next-intl';
import { analyticsItem, skuDetails, type ProductPageExtender } from '@/modules/catalogue';
import { availabilityOfQuantity, SCHEMA_ORG_AVAILABILITY, unitsOnHand } from '@/modules/stock';
import { payloadClient } from '@/payload/client';
import { loadMessages } from '@/platform/i18n/messages';
import { ProductPurchase } from './ProductPurchase';

/**
 * The way to buy beside a product page's pickers: lenses for frames, parameters for contact lenses, with
 * the frame colour's availability (contact lenses are made to order).
 */
export const cartOnProductPage: ProductPageExtender = async (product, context, sku) => {
  const { prices } = skuDetails(product, sku);
  const availability =
    product.kind === 'contactLenses'
      ? 'inStock'
      : availabilityOfQuantity(await unitsOnHand(await payloadClient(), sku));
  // The configurator's texts go only to the pages that show it, not with every page of the shop.
  const messages = await loadMessages(context.locale, ['cart', 'configurator']);
  return {
    actions: (
      <NextIntlClientProvider locale={context.locale} messages={messages}>
        <ProductPurchase
          product={{
            kind: product.kind,
            sku,
            name: product.name,
            price: prices[context.currency].amount,
            currency: context.currency,
            contactLensRange: product.contactLens,
            analyticsItem: analyticsItem(product, context.currency, sku, prices),
            availability,
          }}
        />
      </NextIntlClientProvider>
    ),
    offer: { availability: SCHEMA_ORG_AVAILABILITY[availability] },
  };
};
