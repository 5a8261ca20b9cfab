import { searchRoute } from '@/modules/search';

export const generateMetadata = searchRoute.generateMetadata;
export default searchRoute.Page;
