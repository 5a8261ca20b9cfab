/** The catalogue's browser-side parts for other modules' client components (the index holds server code). */
export { ListTracking } from './list/ListTracking';
export type { ProductTile } from './product-tiles';
export type { FrameVariant } from './model/product';
export type { FrameKind } from './images/frame-layout';
/** The frame's three.js model, for code that loads three itself (the try-on). */
export { frameModel, disposeModel } from './product/model3d/frame-model';
