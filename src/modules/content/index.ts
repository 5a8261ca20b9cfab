export {
  createContentPageRoute,
  contentPageOf,
  contentPageMetadata,
  ContentPageView,
} from './content-page-route';
export type { ContentExtensions } from './extensions';
export { HOME_PAGE_SLUG, contentPagePath } from './page-slug';
export { previewRoutes } from './preview-routes';
export { publishedPagesOf } from './page-store';
export { pagePassages } from './page-text';
