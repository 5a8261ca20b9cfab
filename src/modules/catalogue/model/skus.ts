import type { Catalogue } from './catalogue-store';
import { listImagePath, packageImagePath, variantImagePath } from '../product-urls';
import type { CatalogueProduct, Prices } from './product';

/**
 * A sku is what a shopper picks to keep or buy: a frame's colour and size variant (`100094-01`) or a
 * contact lens package (`300012-p1`). Every product has at least one.
 */
export function skusOf(product: CatalogueProduct): string[] {
  if (product.frame) return product.frame.variants.map((variant) => variant.id);
  return product.contactLens?.packages.map((pack) => pack.id) ?? [];
}

/** The sku a product tile stands for: the variant or package its picture shows. */
export function defaultSku(product: CatalogueProduct): string {
  return skusOf(product)[0] ?? product.id;
}

/** The product a sku belongs to, if the catalogue has it. */
export function productOfSku(catalogue: Catalogue, sku: string): CatalogueProduct | undefined {
  const productId = /^(\d+)-(?:\d{2}|p\d+)$/.exec(sku)?.[1];
  const product = productId === undefined ? undefined : catalogue.byId.get(productId);
  return product && skusOf(product).includes(sku) ? product : undefined;
}

/** What one sku costs and looks like: a package has its own price; a frame's variants share the product's. */
export function skuDetails(product: CatalogueProduct, sku: string): { prices: Prices; imagePath: string } {
  const pack = product.contactLens?.packages.find((candidate) => candidate.id === sku);
  if (pack) return { prices: pack.prices, imagePath: packageImagePath(pack.id) };
  const variant = product.frame?.variants.find((candidate) => candidate.id === sku);
  return {
    prices: product.prices,
    imagePath: variant ? variantImagePath(variant.id, 'front') : listImagePath(product),
  };
}
