import type { ProductPageExtender } from '@/modules/catalogue';
import { featureEnabled } from '@/modules/flags';
import { RecommendationSlots } from './RecommendationSlots';

/**
 * The recommendation slots below a product's details, told which product the page shows, where the
 * storefront has the `recommendations` flag on.
 */
export const recommendationsOnProductPage: ProductPageExtender = async (product, context) =>
  (await featureEnabled('recommendations', context))
    ? { section: <RecommendationSlots productId={product.id} currency={context.currency} /> }
    : {};
