import { getTranslations } from 'next-intl/server';
import { preload } from 'react-dom';
import { LazyImage } from '@/ui/LazyImage';
import type { RequestContext } from '@/platform/context/request-context';
import { BadgeList } from '../BadgeList';
import type { CatalogueProduct } from '../model/product';
import { PriceTag } from '../PriceTag';
import { listImagePath, productPath } from '../product-urls';

/** A product tile of a list: image, badges, brand, name, price (struck-through regular price on sale). */
export async function ProductCard({
  product,
  index,
  context,
  headingLevel = 2,
  className = '',
  eagerImage,
  action,
}: {
  product: CatalogueProduct;
  index: number;
  context: RequestContext;
  /** 3 inside a titled section such as a carousel */
  headingLevel?: 2 | 3;
  className?: string;
  /** whether the image is fetched at once (above the fold); by default the first row's are */
  eagerImage?: boolean;
  /** a control of another module (the wishlist heart), above the tile's link */
  action?: React.ReactNode;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const colours = new Set(product.frame?.variants.map((variant) => variant.colour)).size;
  const eager = eagerImage ?? index < 4;
  const imagePath = listImagePath(product);
  // The first row is the list's largest paint: asked for from the head, not once the body reaches it.
  if (eager) preload(imagePath, { as: 'image', fetchPriority: 'high' });
  return (
    <li className={`relative flex flex-col rounded border border-line bg-white p-3 ${className}`}>
      {action && <div className="absolute top-2 right-2 z-10">{action}</div>}
      <div className="mb-2 aspect-[2/1]">
        <LazyImage
          src={imagePath}
          alt=""
          width={400}
          height={200}
          eager={eager}
          className="h-full w-full object-contain"
        />
      </div>
      <BadgeList badges={product.badges} locale={context.locale} className="mb-1" />
      <p className="text-sm font-semibold">{product.brandName}</p>
      <Heading className="text-base">
        <a
          href={productPath(product)}
          data-list-item={index}
          className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
        >
          {product.name}
        </a>
      </Heading>
      {colours > 1 && <p className="text-sm text-ink/75">{t('list.colourCount', { count: colours })}</p>}
      <p className="mt-auto pt-2">
        <PriceTag
          price={product.prices[context.currency]}
          context={context}
          from={product.kind === 'contactLenses'}
          strikeClassName="text-sm"
        />
      </p>
    </li>
  );
}
