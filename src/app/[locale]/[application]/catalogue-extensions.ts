import { cartOnProductPage } from '@/modules/cart';
import type { CatalogueExtensions } from '@/modules/catalogue';
import { storeAvailabilityOnProductPage } from '@/modules/opticians';
import { recommendationsOnProductPage } from '@/modules/personalisation';
import { reviewsOnProductPage } from '@/modules/reviews';
import { tryOnOnProductPage } from '@/modules/tryon';
import { wishlistCardAction, wishlistOnProductPage } from '@/modules/wishlist';

/**
 * What other modules add to the catalogue's pages: buying, the wishlist on tiles and product pages, the
 * virtual try-on, the stores that show a frame, reviews, the personalised recommendations.
 */
export const catalogueExtensions: CatalogueExtensions = {
  productPage: [
    wishlistOnProductPage,
    tryOnOnProductPage,
    cartOnProductPage,
    storeAvailabilityOnProductPage,
    reviewsOnProductPage,
    recommendationsOnProductPage,
  ],
  productCardAction: wishlistCardAction,
};
