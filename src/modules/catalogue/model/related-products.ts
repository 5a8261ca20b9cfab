import type { CatalogueProduct } from './product';

export const RELATED_COUNT = 12;

const byPopularity = (a: CatalogueProduct, b: CatalogueProduct) => b.popularity - a.popularity;

/** What makes two products of one kind alike: the frame shape, or the contact lens type. */
function sameStyle(a: CatalogueProduct, b: CatalogueProduct): boolean {
  if (a.frame && b.frame) return a.frame.shape === b.frame.shape;
  return a.contactLens?.lensType === b.contactLens?.lensType;
}

/**
 * The product page's carousels: similar products (same kind and shape or lens type, any brand) and more of
 * the same brand and kind, the most popular first, neither repeating the product nor each other.
 */
export function relatedProducts(
  product: CatalogueProduct,
  products: readonly CatalogueProduct[],
): { similar: CatalogueProduct[]; sameBrand: CatalogueProduct[] } {
  const others = products.filter((other) => other.kind === product.kind && other.id !== product.id);
  const similar = others
    .filter((other) => other.brandId !== product.brandId && sameStyle(product, other))
    .sort(byPopularity)
    .slice(0, RELATED_COUNT);
  const sameBrand = others
    .filter((other) => other.brandId === product.brandId)
    .sort(byPopularity)
    .slice(0, RELATED_COUNT);
  return { similar, sameBrand };
}

/** The catalogue's most popular products (its own measure, from reviews and ratings). */
export function popularProducts(
  products: readonly CatalogueProduct[],
  count = RELATED_COUNT,
): CatalogueProduct[] {
  return [...products].sort(byPopularity).slice(0, count);
}
