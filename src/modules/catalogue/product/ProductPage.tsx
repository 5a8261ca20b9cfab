import { getTranslations } from 'next-intl/server';
import { preload } from 'react-dom';
import type { RequestContext } from '@/platform/context/request-context';
import { formatNumber, formatPrice } from '@/platform/i18n/format';
import { storefrontAddress } from '@/platform/seo/page-metadata';
import { InfoTooltip } from '@/ui/InfoTooltip';
import { IntentPrefetchLink } from '@/ui/IntentPrefetchLink';
import { analyticsItem } from '../analytics-item';
import { BadgeList } from '../BadgeList';
import { FRAME_SIZES } from '../constants';
import { findListOfKind } from '../model/lists';
import type { CatalogueProduct } from '../model/product';
import { PriceTag } from '../PriceTag';
import { packageImagePath, productPath, variantImagePath, type ImageView } from '../product-urls';
import { ProductModel3d } from './model3d/ProductModel3d';
import type { ProductCardAction } from '../extensions';
import type { ProductPageExtension } from './product-page-extension';
import { jsonLdText, productStructuredData } from './product-structured-data';
import { ProductCarousels } from './ProductCarousels';
import { ProductGallery } from './ProductGallery';
import { ProductTracking } from './ProductTracking';
import { selectedPackage, selectedVariant, variantWithColour, variantWithSize } from './product-selection';

const VIEWS: ImageView[] = ['front', 'threeQuarter', 'side'];

function Picker({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="mb-4">
      <legend className="mb-1 font-semibold">{legend}</legend>
      <ul className="flex flex-wrap gap-2">{children}</ul>
    </fieldset>
  );
}

function Choice({
  href,
  current,
  variationType,
  imageId,
  children,
}: {
  href: string;
  current: boolean;
  variationType: 'color' | 'framesize' | 'package_size';
  imageId: string;
  children: React.ReactNode;
}) {
  return (
    <li>
      <IntentPrefetchLink
        href={href}
        scroll={false}
        aria-current={current ? 'true' : undefined}
        data-variation-type={variationType}
        data-image-id={imageId}
        className={`inline-flex items-center gap-2 rounded border-2 px-3 py-1 ${current ? 'border-brand font-semibold' : 'border-line'}`}
      >
        {children}
      </IntentPrefetchLink>
    </li>
  );
}

/** A product page: gallery, pickers, price, measurements or lens parameters, description, breadcrumbs. */
export async function ProductPage({
  product,
  context,
  variantId,
  extension = {},
  productCardAction,
}: {
  product: CatalogueProduct;
  context: RequestContext;
  variantId?: string;
  extension?: ProductPageExtension;
  productCardAction?: ProductCardAction;
}) {
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const variant = selectedVariant(product, variantId);
  const pack = selectedPackage(product, variantId);
  const prices = pack ? pack.prices : product.prices;
  const money = (amount: number) => formatPrice(amount, context.currency, context.locale);
  const path = productPath(product);
  const list = findListOfKind(product.kind);
  const colourName = variant ? t(`colour.${variant.colour}`) : '';
  const images = variant
    ? VIEWS.map((view, index) => ({
        id: `${variant.id}-${index + 1}`,
        src: variantImagePath(variant.id, view),
        alt: t('product.imageAlt', {
          name: product.name,
          colour: colourName,
          view: t(`product.view.${view}`),
        }),
        thumbLabel: t('product.showImage', { number: index + 1, view: t(`product.view.${view}`) }),
      }))
    : pack
      ? [
          {
            id: `${pack.id}-1`,
            src: packageImagePath(pack.id),
            alt: `${product.name}: ${t('list.packValue', { count: pack.lenses })}`,
            thumbLabel: t('product.showImage', { number: 1, view: t('product.view.package') }),
          },
        ]
      : [];
  // The main image is the page's largest paint: asked for from the head, not once the body reaches it.
  if (images[0]) preload(images[0].src, { as: 'image', fetchPriority: 'high' });
  const structuredData = productStructuredData({
    product,
    sku: variant?.id ?? pack?.id ?? product.id,
    price: prices[context.currency],
    currency: context.currency,
    url: storefrontAddress(context, path),
    image: images[0] && storefrontAddress(context, images[0].src),
    extension: extension.structuredData,
    offer: extension.offer,
  });
  const mm = (value: number) => t('product.millimetres', { value });
  const number = (value: number, digits = 2) =>
    formatNumber(value, context.locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: 'exceptZero',
    });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(structuredData) }} />
      <nav aria-label={t('product.breadcrumb')} data-tracking-nav="breadcrumb" className="mb-4 text-sm">
        <ol className="flex flex-wrap gap-1">
          <li>
            <a href="/" className="underline">
              {t('product.home')}
            </a>{' '}
            /
          </li>
          <li>
            <a href={`/l/${list.code}/${list.id}`} className="underline">
              {t(`lists.${list.titleKey}`)}
            </a>{' '}
            /
          </li>
          <li>
            <a href={path} aria-current="page">
              {product.name}
            </a>
          </li>
        </ol>
      </nav>
      <div className="grid gap-8 md:grid-cols-[3fr_2fr]">
        <div>
          <ProductGallery
            key={variant?.id ?? pack?.id}
            images={images}
            labels={{
              gallery: t('product.gallery'),
              enlarge: t('product.enlarge'),
              close: t('product.close'),
            }}
          />
          {variant && product.frame && (
            <ProductModel3d key={variant.id} product={product} variant={variant} locale={context.locale} />
          )}
        </div>
        <div>
          <p className="font-semibold">
            <a href={`/brillen/${product.brandId}.html`} className="underline">
              {product.brandName}
            </a>
          </p>
          <h1 className="mb-2 text-3xl font-bold">{product.name}</h1>
          <BadgeList badges={product.badges} locale={context.locale} className="mb-3" />
          <p className="mb-4 text-2xl">
            <PriceTag price={prices[context.currency]} context={context} strikeClassName="text-base" />
            {pack && (
              <span className="block text-sm text-ink/75">
                {t('product.perPackage', { count: pack.lenses })}
              </span>
            )}
          </p>

          {variant && product.frame && (
            <>
              <Picker legend={`${t('product.colour')}: ${colourName}`}>
                {[...new Set(product.frame.variants.map((candidate) => candidate.colour))].map((colour) => {
                  const target = variantWithColour(product, variant, colour)!;
                  return (
                    <Choice
                      key={colour}
                      href={`${path}?variant=${target.id}`}
                      current={colour === variant.colour}
                      variationType="color"
                      imageId={`${target.id}-1`}
                    >
                      {t(`colour.${colour}`)}
                    </Choice>
                  );
                })}
              </Picker>
              {new Set(product.frame.variants.map((candidate) => candidate.size)).size > 1 && (
                <Picker legend={`${t('product.frameSize')}: ${t(`size.${variant.size}`)}`}>
                  {FRAME_SIZES.filter((size) =>
                    product.frame!.variants.some((candidate) => candidate.size === size),
                  ).map((size) => {
                    const target = variantWithSize(product, variant, size)!;
                    return (
                      <Choice
                        key={size}
                        href={`${path}?variant=${target.id}`}
                        current={size === variant.size}
                        variationType="framesize"
                        imageId={`${target.id}-1`}
                      >
                        {t(`size.${size}`)}
                      </Choice>
                    );
                  })}
                </Picker>
              )}
            </>
          )}
          {pack && product.contactLens && (
            <Picker legend={t('product.packageSize')}>
              {product.contactLens.packages.map((candidate) => (
                <Choice
                  key={candidate.id}
                  href={`${path}?variant=${candidate.id}`}
                  current={candidate.id === pack.id}
                  variationType="package_size"
                  imageId={`${candidate.id}-1`}
                >
                  {t('list.packValue', { count: candidate.lenses })} ·{' '}
                  {money(candidate.prices[context.currency].amount)}
                </Choice>
              ))}
            </Picker>
          )}
          {extension.actions && (
            <div className="mb-4 flex flex-wrap items-center gap-3">{extension.actions}</div>
          )}
          {extension.availability}

          <h2 className="mt-6 mb-2 text-xl font-bold">{t('product.description')}</h2>
          <p className="mb-4">{product.description}</p>

          <div className="mb-2 flow-root">
            <h2 className="float-left mr-2 text-xl font-bold">
              {variant ? t('product.measurements') : t('product.parameters')}
            </h2>
            {variant && (
              <InfoTooltip label={t('product.sizeInfo.label')} category="frame_size">
                {t('product.sizeInfo.text')}
              </InfoTooltip>
            )}
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {variant && product.frame && (
              <>
                <dt>{t('product.lensWidth')}</dt>
                <dd>{mm(variant.lensWidth)}</dd>
                <dt>{t('product.bridge')}</dt>
                <dd>{mm(variant.bridge)}</dd>
                <dt>{t('product.templeLength')}</dt>
                <dd>{mm(variant.templeLength)}</dd>
                <dt>{t('product.lensHeight')}</dt>
                <dd>{mm(variant.lensHeight)}</dd>
                <dt>{t('product.totalWidth')}</dt>
                <dd>{mm(variant.totalWidth)}</dd>
                <dt>{t('product.detailShape')}</dt>
                <dd>{t(`shape.${product.frame.shape}`)}</dd>
                <dt>{t('product.detailMaterial')}</dt>
                <dd>{t(`material.${product.frame.material}`)}</dd>
                <dt>{t('product.detailGender')}</dt>
                <dd>{t(`gender.${product.frame.gender}`)}</dd>
                {variant.tint && (
                  <>
                    <dt>{t('product.detailTint')}</dt>
                    <dd>{t(`tint.${variant.tint}`)}</dd>
                  </>
                )}
              </>
            )}
            {product.contactLens && (
              <>
                <dt>{t('product.baseCurve')}</dt>
                <dd>
                  {product.contactLens.baseCurves
                    .map((value) => number(value, 1).replace('+', ''))
                    .join(' · ')}
                </dd>
                <dt>{t('product.diameter')}</dt>
                <dd>{number(product.contactLens.diameter, 1).replace('+', '')}</dd>
                <dt>{t('product.power')}</dt>
                <dd>
                  {t('product.range', {
                    min: number(product.contactLens.sphere.min),
                    max: number(product.contactLens.sphere.max),
                    step: number(product.contactLens.sphere.step).replace('+', ''),
                  })}
                </dd>
                {product.contactLens.cylinders.length > 0 && (
                  <>
                    <dt>{t('product.cylinder')}</dt>
                    <dd>{product.contactLens.cylinders.map((value) => number(value)).join(' · ')}</dd>
                  </>
                )}
                {product.contactLens.axisStep && (
                  <>
                    <dt>{t('product.axis')}</dt>
                    <dd>{t('product.axisRange', { step: product.contactLens.axisStep })}</dd>
                  </>
                )}
                {product.contactLens.additions.length > 0 && (
                  <>
                    <dt>{t('product.addition')}</dt>
                    <dd>{product.contactLens.additions.map((value) => number(value)).join(' · ')}</dd>
                  </>
                )}
              </>
            )}
          </dl>
        </div>
      </div>
      {extension.section}
      <ProductCarousels product={product} context={context} cardAction={productCardAction} />
      <ProductTracking
        currency={context.currency}
        item={analyticsItem(product, context.currency, variant?.id ?? pack?.id, prices)}
      />
    </div>
  );
}
