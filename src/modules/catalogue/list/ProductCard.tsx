import { getTranslations } from 'next-intl/server';
import type { RequestContext } from '@/platform/context/request-context';
import { formatPrice } from '@/platform/i18n/format';
import type { CatalogueProduct } from '../model/product';
import { listImagePath, productPath } from '../product-urls';

/** A product tile of a list: image, badges, brand, name, price (struck-through regular price on sale). */
export async function ProductCard({
  product,
  index,
  context,
}: {
  product: CatalogueProduct;
  index: number;
  context: RequestContext;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const price = product.prices[context.currency];
  const amount = formatPrice(price.amount, context.currency, context.locale);
  const colours = new Set(product.frame?.variants.map((variant) => variant.colour)).size;
  const fromPrice = product.kind === 'contactLenses';
  return (
    <li className="relative flex flex-col rounded border border-line bg-white p-3">
      <div className="mb-2 aspect-[2/1] bg-mist">
        {/* eslint-disable-next-line @next/next/no-img-element -- generated SVG, already minimal */}
        <img
          src={listImagePath(product)}
          alt=""
          width={400}
          height={200}
          loading={index < 4 ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-contain"
        />
      </div>
      {product.badges.length > 0 && (
        <ul className="mb-1 flex gap-1" aria-label={t('list.badges')}>
          {product.badges.map((badge) => (
            <li key={badge} className="rounded bg-brand px-2 py-0.5 text-xs font-semibold text-white">
              {t(`badge.${badge}`)}
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm font-semibold">{product.brandName}</p>
      <h2 className="text-base">
        <a
          href={productPath(product)}
          data-list-item={index}
          className="after:absolute after:inset-0 hover:underline focus-visible:outline-none"
        >
          {product.name}
        </a>
      </h2>
      {colours > 1 && <p className="text-sm text-ink/75">{t('list.colourCount', { count: colours })}</p>}
      <p className="mt-auto pt-2">
        {price.strike !== undefined ? (
          <>
            <span className="font-bold text-danger">
              <span className="sr-only">{t('list.salePrice', { price: amount })}</span>
              <span aria-hidden="true" data-tile-price>
                {fromPrice ? t('list.fromPrice', { price: amount }) : amount}
              </span>
            </span>{' '}
            <s className="text-sm text-ink/75">
              <span className="sr-only">
                {t('list.regularPrice', {
                  price: formatPrice(price.strike, context.currency, context.locale),
                })}
              </span>
              <span aria-hidden="true">{formatPrice(price.strike, context.currency, context.locale)}</span>
            </s>
          </>
        ) : (
          <span className="font-bold" data-tile-price>
            {fromPrice ? t('list.fromPrice', { price: amount }) : amount}
          </span>
        )}
      </p>
    </li>
  );
}
