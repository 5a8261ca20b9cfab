import { defaultSku, type ProductCardAction, type ProductPageExtender } from '@/modules/catalogue';
import { WishlistButton } from './WishlistButton';

/** The heart on every product tile, for the variant or package the tile shows. */
export const wishlistCardAction: ProductCardAction = (product) => (
  <WishlistButton sku={defaultSku(product)} productId={product.id} productName={product.name} />
);

/** The wishlist button beside a product page's pickers, for the chosen variant or package. */
export const wishlistOnProductPage: ProductPageExtender = async (product, _context, sku) => ({
  actions: <WishlistButton sku={sku} productId={product.id} productName={product.name} labelled />,
});
