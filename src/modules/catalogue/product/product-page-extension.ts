import type { ReactNode } from 'react';
import type { RequestContext } from '@/platform/context/request-context';
import type { CatalogueProduct } from '../model/product';
import type { StructuredDataExtension } from './product-structured-data';

/**
 * What another module adds to a product page without the catalogue depending on it (the route composes
 * them): a section below the product details and properties of the page's schema.org Product.
 */
export interface ProductPageExtension {
  section?: ReactNode;
  structuredData?: StructuredDataExtension;
}

export type ProductPageExtender = (
  product: CatalogueProduct,
  context: RequestContext,
) => Promise<ProductPageExtension>;
