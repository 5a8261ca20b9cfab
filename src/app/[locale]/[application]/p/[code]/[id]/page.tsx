import { createProductRoute } from '@/modules/catalogue';
import { reviewsOnProductPage } from '@/modules/reviews';

const productRoute = createProductRoute(reviewsOnProductPage);

export const generateMetadata = productRoute.generateMetadata;
export default productRoute.Page;
