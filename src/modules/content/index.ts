export { contentPageRoute } from './content-page-route';
export { contentPagePath, isPageSlug } from './page-slug';
export { previewRoutes } from './preview-routes';
