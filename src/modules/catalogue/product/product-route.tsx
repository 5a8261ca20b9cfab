import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import type { LocaleCode } from '@/platform/locale/locales';
import { alternatesFor, metaDescription } from '@/platform/seo/page-metadata';
import { PRODUCT_URL_CODE } from '../constants';
import { loadCatalogue } from '../model/catalogue-store';
import { productPath } from '../product-urls';
import type { ProductPageExtender } from './product-page-extension';
import { ProductPage } from './ProductPage';

interface Props {
  params: Promise<ShopRouteParams & { code: string; id: string }>;
  searchParams: Promise<{ variant?: string | string[] }>;
}

async function productAt(locale: LocaleCode, code: string, id: string) {
  const product = (await loadCatalogue(locale)).byId.get(id);
  return product && PRODUCT_URL_CODE[product.kind] === code ? product : undefined;
}

/**
 * `/p/{pg|sg|cl}/{id}`: a product page; `?variant=` chooses the colour/size variant or the package.
 * `extend` adds other modules' parts (reviews) to the page.
 */
export const createProductRoute = (extend?: ProductPageExtender) => ({
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
    return (
      <ProductPage
        product={product}
        context={context}
        variantId={Array.isArray(variant) ? variant[0] : variant}
        extension={extend ? await extend(product, context) : {}}
      />
    );
  },
});
