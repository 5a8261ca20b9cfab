import { createBrandRoute } from '@/modules/catalogue';
import { catalogueExtensions } from '../../catalogue-extensions';

const brandRoute = createBrandRoute(catalogueExtensions);

export const generateMetadata = brandRoute.generateMetadata;
export default brandRoute.Page;
