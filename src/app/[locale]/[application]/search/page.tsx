import { createSearchRoute } from '@/modules/search';
import { catalogueExtensions } from '../catalogue-extensions';

const searchRoute = createSearchRoute(catalogueExtensions);

export const generateMetadata = searchRoute.generateMetadata;
export default searchRoute.Page;
