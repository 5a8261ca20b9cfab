import type { LocaleCode } from '@/platform/locale/locales';
import { loadCatalogue } from './model/catalogue-store';
import { LISTS } from './model/lists';
import { productPath } from './product-urls';

export interface CataloguePath {
  path: string;
  /** epoch ms of the newest arrival it shows, when known */
  updated?: number;
}

/** Every list, brand page and product page of a storefront, for its sitemap. */
export async function cataloguePaths(locale: LocaleCode): Promise<CataloguePath[]> {
  const catalogue = await loadCatalogue(locale);
  const brandsWithFrames = new Set(
    catalogue.products
      .filter((product) => product.kind !== 'contactLenses')
      .map((product) => product.brandId),
  );
  return [
    ...LISTS.map((list) => ({ path: `/l/${list.code}/${list.id}` })),
    ...[...catalogue.brands.keys()]
      .filter((id) => brandsWithFrames.has(id))
      .map((id) => ({ path: `/brillen/${id}.html` })),
    ...catalogue.products.map((product) => ({ path: productPath(product), updated: product.arrival })),
  ];
}
