import { getTranslations } from 'next-intl/server';
import type { LocaleCode } from '@/platform/locale/locales';
import type { CatalogueProduct } from './model/product';

/** A sku in the shopper's words: a frame's colour and size ("Schwarz · M (mittel)"), a package's size. */
export async function describeSku(
  product: CatalogueProduct,
  sku: string,
  locale: LocaleCode,
): Promise<string> {
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  const pack = product.contactLens?.packages.find((candidate) => candidate.id === sku);
  if (pack) return t('list.packValue', { count: pack.lenses });
  const variant = product.frame?.variants.find((candidate) => candidate.id === sku);
  return variant ? `${t(`colour.${variant.colour}`)} · ${t(`size.${variant.size}`)}` : '';
}
