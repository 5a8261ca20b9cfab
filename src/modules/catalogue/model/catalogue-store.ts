import type { Brand } from '@/payload/payload-types';
import { payloadClient } from '@/payload/client';
import { invalidatedMemo } from '@/platform/cache/invalidated-memo';
import type { LocaleCode } from '@/platform/locale/locales';
import { logger } from '@/platform/logging/logger';
import type { CatalogueProduct } from './product';
import { toCatalogueProduct } from './product-mapping';

export interface Catalogue {
  products: CatalogueProduct[];
  byId: ReadonlyMap<string, CatalogueProduct>;
  brands: ReadonlyMap<string, { id: string; name: string; description: string }>;
}

async function readCatalogue(locale: LocaleCode): Promise<Catalogue> {
  const started = performance.now();
  const payload = await payloadClient();
  const [brandResult, productResult] = await Promise.all([
    payload.find({ collection: 'brands', locale, depth: 0, limit: 0, pagination: false }),
    payload.find({ collection: 'products', locale, depth: 0, limit: 0, pagination: false, sort: 'id' }),
  ]);
  const brandDocs = new Map<string, Brand>(brandResult.docs.map((brand) => [brand.id, brand]));
  const products = productResult.docs.map((doc) => toCatalogueProduct(doc, brandDocs));
  logger.info(
    { locale, products: products.length, ms: Math.round(performance.now() - started) },
    'catalogue read model loaded',
  );
  return {
    products,
    byId: new Map(products.map((product) => [product.id, product])),
    brands: new Map(
      brandResult.docs.map((brand) => [
        brand.id,
        { id: brand.id, name: brand.name, description: brand.description },
      ]),
    ),
  };
}

/**
 * The whole catalogue of one locale, held in memory (about a thousand products: filtering, faceting and
 * sorting in memory take well under a millisecond) and dropped when the backoffice changes a product or a
 * brand. Several server instances each hold their own copy; a change reaches the instance that saved it at
 * once and the others at their next start (docs/architecture.md).
 */
export const loadCatalogue = invalidatedMemo<LocaleCode, Catalogue>('catalogue', 'catalogue', readCatalogue);
