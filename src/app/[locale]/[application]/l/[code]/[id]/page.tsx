import { createListRoute } from '@/modules/catalogue';
import { catalogueExtensions } from '../../../catalogue-extensions';

const listRoute = createListRoute(catalogueExtensions);

export const generateMetadata = listRoute.generateMetadata;
export default listRoute.Page;
