import { PRODUCT_URL_CODE } from './constants';
import type { CatalogueProduct } from './model/product';

export function productPath(product: Pick<CatalogueProduct, 'id' | 'kind'>): string {
  return `/p/${PRODUCT_URL_CODE[product.kind]}/${product.id}`;
}

export type ImageView = 'front' | 'threeQuarter' | 'side';

/** Generated product images: a frame variant's views, or a contact-lens package. */
export function variantImagePath(variantId: string, view: ImageView): string {
  return `/assets/products/${variantId}/${view}.svg`;
}

export function packageImagePath(packageId: string): string {
  return `/assets/products/${packageId}/package.svg`;
}

/** The image a list shows for a product: its first variant's front, or its first package. */
export function listImagePath(product: CatalogueProduct): string {
  const variant = product.frame?.variants[0];
  if (variant) return variantImagePath(variant.id, 'front');
  return packageImagePath(product.contactLens?.packages[0]?.id ?? product.id);
}
