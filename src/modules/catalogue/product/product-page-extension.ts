import type { ReactNode } from 'react';
import type { RequestContext } from '@/platform/context/request-context';
import type { CatalogueProduct } from '../model/product';
import type { StructuredDataExtension } from './product-structured-data';

/**
 * What another module adds to a product page without the catalogue depending on it (the route composes
 * them): controls beside the pickers (wishlist, add to cart), a part below them (the stores that show the
 * frame), a section below the product details, and properties of the page's schema.org Product and of its
 * Offer (availability).
 */
export interface ProductPageExtension {
  actions?: ReactNode;
  availability?: ReactNode;
  section?: ReactNode;
  structuredData?: StructuredDataExtension;
  offer?: StructuredDataExtension;
}

/** `sku`: the variant or package the page shows. */
export type ProductPageExtender = (
  product: CatalogueProduct,
  context: RequestContext,
  sku: string,
) => Promise<ProductPageExtension>;
