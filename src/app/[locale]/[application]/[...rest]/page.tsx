import { contentPageRoute } from '@/modules/content';

/** Any path no page claims: a content page of that address, else the shop's 404 page. */
export const generateMetadata = contentPageRoute.generateMetadata;
export default contentPageRoute.Page;
