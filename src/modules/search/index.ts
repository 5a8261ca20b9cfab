export { suggest, searchResults, normaliseQuery, MAX_QUERY_LENGTH } from './search-service';
export type { Suggestions, SearchResults } from './search-service';
export { createSearchRoute } from './search-page';
export { suggestHandler } from './suggest-handlers';
export { SearchBox } from './SearchBox';
