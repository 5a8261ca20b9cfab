export { listRoute, brandRoute } from './list/list-routes';
export { productImageResponse } from './image-response';
export { productRoute } from './product/product-route';
