export { createSearchRoute } from './search-page';
export { suggestHandler } from './suggest-handlers';
export { SearchBox } from './SearchBox';
