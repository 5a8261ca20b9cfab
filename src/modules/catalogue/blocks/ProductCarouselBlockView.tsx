import { loadCatalogue } from '../model/catalogue-store';
import { popularProducts } from '../model/related-products';
import { ProductCarousel } from '../product/ProductCarousels';
import type { ProductCarouselBlock } from '@/payload/payload-types';
import type { RequestContext } from '@/platform/context/request-context';
import { abTestOf } from '@/ui/block-marks';

/** The editor's products in their order, or the most popular of a kind; products no longer sold are left out. */
export async function ProductCarouselBlockView({
  block,
  context,
}: {
  block: ProductCarouselBlock;
  context: RequestContext;
}) {
  const catalogue = await loadCatalogue(context.locale);
  const products =
    block.source === 'list'
      ? (block.products ?? []).flatMap((product) => {
          const found = catalogue.byId.get(typeof product === 'object' ? product.id : product);
          return found ? [found] : [];
        })
      : popularProducts(
          catalogue.products.filter((product) => product.kind === (block.kind ?? 'glasses')),
          block.limit ?? 12,
        );
  const name = block.tracking?.componentName || `product-carousel-${block.id ?? 'block'}`;
  return (
    <ProductCarousel
      id={name}
      title={block.heading}
      products={products}
      context={context}
      componentCategory="product_carousel"
      componentName={name}
      abTest={abTestOf(block.tracking)}
    />
  );
}
