import { getTranslations } from 'next-intl/server';
import { Carousel } from '@/ui/Carousel';
import type { RequestContext } from '@/platform/context/request-context';
import { analyticsItem } from '../analytics-item';
import type { ProductCardAction } from '../extensions';
import { ListTracking } from '../list/ListTracking';
import { ProductCard } from '../list/ProductCard';
import { loadCatalogue } from '../model/catalogue-store';
import type { CatalogueProduct } from '../model/product';
import { relatedProducts } from '../model/related-products';

/**
 * Products as a carousel of list tiles, tracked as a product list (view_item_list, select_item) and as a
 * content component (`componentCategory`, named by `id` unless `componentName` says otherwise).
 */
export async function ProductCarousel({
  id,
  title,
  products,
  context,
  cardAction,
  componentCategory = 'product_carousel',
  componentName = id,
  abTest,
}: {
  id: string;
  title: string;
  products: CatalogueProduct[];
  context: RequestContext;
  cardAction?: ProductCardAction;
  componentCategory?: string;
  componentName?: string;
  abTest?: { name: string; variation: string };
}) {
  if (products.length === 0) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const items = products.map((product, index) => ({
    ...analyticsItem(product, context.currency),
    itemListName: title,
    index: String(index + 1),
  }));
  return (
    <div id={id}>
      <Carousel
        title={title}
        previousLabel={t('product.carouselPrevious')}
        nextLabel={t('product.carouselNext')}
        componentCategory={componentCategory}
        componentName={componentName}
        abTest={abTest}
      >
        {products.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            index={index}
            context={context}
            headingLevel={3}
            className="snap-start"
            eagerImage={false}
            action={cardAction?.(product, context)}
          />
        ))}
      </Carousel>
      <ListTracking
        listId={id}
        listName={title}
        currency={context.currency}
        items={items}
        filters={[]}
        scope={id}
      />
    </div>
  );
}

/** The product page's carousels: similar products of other brands, and more of the same brand. */
export async function ProductCarousels({
  product,
  context,
  cardAction,
}: {
  product: CatalogueProduct;
  context: RequestContext;
  cardAction?: ProductCardAction;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const { similar, sameBrand } = relatedProducts(product, (await loadCatalogue(context.locale)).products);
  return (
    <>
      <ProductCarousel
        id="similar-products"
        title={t('product.similarTitle')}
        products={similar}
        context={context}
        cardAction={cardAction}
      />
      <ProductCarousel
        id="brand-products"
        title={t('product.brandTitle', { brand: product.brandName })}
        products={sameBrand}
        context={context}
        cardAction={cardAction}
      />
    </>
  );
}
