import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Fragment } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { RequestContext } from '@/platform/context/request-context';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import type { LocaleCode } from '@/platform/locale/locales';
import { alternatesFor, metaDescription } from '@/platform/seo/page-metadata';
import { PRODUCT_URL_CODE } from '../constants';
import { loadCatalogue } from '../model/catalogue-store';
import { productPath } from '../product-urls';
import type { CatalogueExtensions } from '../extensions';
import type { CatalogueProduct } from '../model/product';
import type { ProductPageExtender, ProductPageExtension } from './product-page-extension';
import { selectedPackage, selectedVariant } from './product-selection';
import { ProductPage } from './ProductPage';

interface Props {
  params: Promise<ShopRouteParams & { code: string; id: string }>;
  searchParams: Promise<{ variant?: string | string[] }>;
}

async function productAt(locale: LocaleCode, code: string, id: string) {
  const product = (await loadCatalogue(locale)).byId.get(id);
  return product && PRODUCT_URL_CODE[product.kind] === code ? product : undefined;
}

/** Several modules' parts of one page, in the order of the extenders. */
async function combinedExtension(
  extenders: ProductPageExtender[],
  product: CatalogueProduct,
  context: RequestContext,
  sku: string,
): Promise<ProductPageExtension> {
  const parts = await Promise.all(extenders.map((extend) => extend(product, context, sku)));
  return {
    actions: parts.map((part, index) => <Fragment key={index}>{part.actions}</Fragment>),
    availability: parts.map((part, index) => <Fragment key={index}>{part.availability}</Fragment>),
    section: parts.map((part, index) => <Fragment key={index}>{part.section}</Fragment>),
    structuredData: Object.assign({}, ...parts.map((part) => part.structuredData)),
    offer: Object.assign({}, ...parts.map((part) => part.offer)),
  };
}

/**
 * `/p/{pg|sg|cl}/{id}`: a product page; `?variant=` chooses the colour/size variant or the package.
 * The extensions add other modules' parts (reviews, wishlist) to the page and its product tiles.
 */
export const createProductRoute = (extensions: CatalogueExtensions = {}) => ({
  async generateMetadata({ params }: Props): Promise<Metadata> {
    const { code, id, ...shop } = await params;
    const context = await shopContext(shop);
    const product = await productAt(context.locale, code, id);
    if (!product) return {};
    const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
    return {
      title: `${product.name} – ${t(`kind.${product.kind}`)}`,
      description: metaDescription(product.description),
      alternates: alternatesFor(context, productPath(product)),
    };
  },
  async Page({ params, searchParams }: Props) {
    const { code, id, ...shop } = await params;
    const context = await shopContext(shop);
    setRequestLocale(context.locale);
    const product = await productAt(context.locale, code, id);
    if (!product) notFound();
    const { variant } = await searchParams;
    const variantId = Array.isArray(variant) ? variant[0] : variant;
    const sku =
      selectedVariant(product, variantId)?.id ?? selectedPackage(product, variantId)?.id ?? product.id;
    return (
      <ProductPage
        product={product}
        context={context}
        variantId={variantId}
        extension={await combinedExtension(extensions.productPage ?? [], product, context, sku)}
        productCardAction={extensions.productCardAction}
      />
    );
  },
});
