import type { CatalogueProduct, FrameVariant, LensPackage } from '../model/product';

/** The variant (frames) or package (contact lenses) a product page shows: from `?variant=`, else the first. */
export function selectedVariant(
  product: CatalogueProduct,
  variantId: string | undefined,
): FrameVariant | undefined {
  const variants = product.frame?.variants ?? [];
  return variants.find((variant) => variant.id === variantId) ?? variants[0];
}

export function selectedPackage(
  product: CatalogueProduct,
  packageId: string | undefined,
): LensPackage | undefined {
  const packages = product.contactLens?.packages ?? [];
  return packages.find((pack) => pack.id === packageId) ?? packages[0];
}

/** The variant with this colour closest in size to the current one, for the colour picker. */
export function variantWithColour(
  product: CatalogueProduct,
  current: FrameVariant,
  colour: string,
): FrameVariant | undefined {
  const candidates = (product.frame?.variants ?? []).filter((variant) => variant.colour === colour);
  return candidates.find((variant) => variant.size === current.size) ?? candidates[0];
}

/** The variant with this size in the current colour, or any colour. */
export function variantWithSize(
  product: CatalogueProduct,
  current: FrameVariant,
  size: string,
): FrameVariant | undefined {
  const candidates = (product.frame?.variants ?? []).filter((variant) => variant.size === size);
  return candidates.find((variant) => variant.colour === current.colour) ?? candidates[0];
}
