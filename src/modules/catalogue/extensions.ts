import type { ReactNode } from 'react';
import type { RequestContext } from '@/platform/context/request-context';
import type { CatalogueProduct } from './model/product';
import type { ProductPageExtender } from './product/product-page-extension';

/** A control another module puts on every product tile (the wishlist heart). */
export type ProductCardAction = (product: CatalogueProduct, context: RequestContext) => ReactNode;

/** Other modules' parts of catalogue pages, composed by the routes (src/app/…/catalogue-extensions.ts). */
export interface CatalogueExtensions {
  productPage?: ProductPageExtender[];
  productCardAction?: ProductCardAction;
}
