export { createContentPageRoute, contentPageOf, contentPageMetadata, ContentPageView } from './content-page';
export type { ContentExtensions } from './extensions';
export { HOME_PAGE_SLUG, contentPagePath } from './page-slug';
export { previewHandlers } from './preview-handlers';
export { publishedPagesOf } from './page-store';
export { pagePassages } from './page-text';
