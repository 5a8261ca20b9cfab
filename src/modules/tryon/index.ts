export { tryOnOnProductPage } from './tryon-on-product-page';
export { tryOnAssetResponse } from './tryon-assets';
