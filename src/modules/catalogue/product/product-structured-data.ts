import type { CurrencyCode } from '@/platform/locale/locales';
import type { CatalogueProduct, Price } from '../model/product';

/** Properties another module adds to the product's schema.org data, e.g. aggregateRating and review. */
export type StructuredDataExtension = Record<string, unknown>;

/**
 * schema.org Product with its Offer for the page's variant or package, in the storefront's currency.
 * `url` and `image` are absolute addresses of the page's own storefront.
 */
export function productStructuredData({
  product,
  sku,
  price,
  currency,
  url,
  image,
  extension = {},
  offer = {},
}: {
  product: CatalogueProduct;
  sku: string;
  price: Price;
  currency: CurrencyCode;
  url: string;
  image?: string;
  extension?: StructuredDataExtension;
  /** the Offer's own properties from other modules, such as the stock's availability */
  offer?: StructuredDataExtension;
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku,
    description: product.description,
    brand: { '@type': 'Brand', name: product.brandName },
    ...(image ? { image } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: price.amount.toFixed(2),
      priceCurrency: currency,
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      ...offer,
    },
    ...extension,
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so the text cannot close the script. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
