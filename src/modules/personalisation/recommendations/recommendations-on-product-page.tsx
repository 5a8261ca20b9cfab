import type { ProductPageExtender } from '@/modules/catalogue';
import { RecommendationSlots } from './RecommendationSlots';

/** The recommendation slots below a product's details, told which product the page shows. */
export const recommendationsOnProductPage: ProductPageExtender = async (product, context) => ({
  section: <RecommendationSlots productId={product.id} currency={context.currency} />,
});
