import { createContentPageRoute } from '@/modules/content';
import { contentExtensions } from '../content-extensions';

const contentPageRoute = createContentPageRoute(contentExtensions);

/** Any path no page claims: a content page of that address, else the shop's 404 page. */
export const generateMetadata = contentPageRoute.generateMetadata;
export default contentPageRoute.Page;
