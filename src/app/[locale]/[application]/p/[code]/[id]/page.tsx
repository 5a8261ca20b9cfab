import { createProductRoute } from '@/modules/catalogue';
import { catalogueExtensions } from '../../../catalogue-extensions';

const productRoute = createProductRoute(catalogueExtensions);

export const generateMetadata = productRoute.generateMetadata;
export default productRoute.Page;
