/** The catalogue's browser-side parts for other modules' client components (the index holds server code). */
export { ListTracking } from './list/ListTracking';
export type { ProductTile } from './product-tiles';
