import type { Brand } from '@/payload/payload-types';
import { payloadClient } from '@/payload/client';
import type { Payload } from 'payload';
import { invalidatedMemo } from '@/platform/cache/invalidated-memo';
import { dropLocally } from '@/platform/cache/invalidation';
import type { LocaleCode } from '@/platform/locale/locales';
import { logger } from '@/platform/logging/logger';
import type { CatalogueProduct } from './product';
import { toCatalogueProduct } from './product-mapping';

export interface Catalogue {
  products: CatalogueProduct[];
  byId: ReadonlyMap<string, CatalogueProduct>;
  brands: ReadonlyMap<string, { id: string; name: string; description: string }>;
  /** the products' state it was read at (catalogueStamp) */
  stamp: string;
}

/** Changes with every committed change of a product: the number of products and the latest change time. */
async function catalogueStamp(payload: Payload): Promise<string> {
  const latest = await payload.find({
    collection: 'products',
    depth: 0,
    limit: 1,
    sort: '-updatedAt',
    select: { updatedAt: true },
  });
  return `${latest.totalDocs}:${latest.docs[0]?.updatedAt ?? ''}`;
}

async function readCatalogue(locale: LocaleCode): Promise<Catalogue> {
  const started = performance.now();
  const payload = await payloadClient();
  const stamp = await catalogueStamp(payload);
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
    stamp,
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
 * brand. Several server instances each hold their own copy; a change reaches the others within moments over
 * the invalidation bus (ADR 0019).
 */
export const loadCatalogue = invalidatedMemo<LocaleCode, Catalogue>('catalogue', 'catalogue', readCatalogue);

/**
 * The catalogue at least as new as the last committed product change, for what a shopper pays (basket,
 * checkout, order): the copy in memory unless the database has changed since it was read, which a change
 * made on another instance may have done before its message arrived.
 */
export async function loadCurrentCatalogue(locale: LocaleCode): Promise<Catalogue> {
  const [catalogue, stamp] = await Promise.all([
    loadCatalogue(locale),
    catalogueStamp(await payloadClient()),
  ]);
  if (catalogue.stamp === stamp) return catalogue;
  dropLocally('catalogue');
  return loadCatalogue(locale);
}
