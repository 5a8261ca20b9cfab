export { suggest, searchResults, normaliseQuery, MAX_QUERY_LENGTH } from './search-service';
export type { Suggestions, SearchResults } from './search-service';
export { createSearchRoute, suggestRoute } from './search-routes';
export { SearchBox } from './SearchBox';
