import type { NextRequest } from 'next/server';
import { dataRequestContext } from '@/platform/context/data-request-context';
import { loadCatalogue } from './model/catalogue-store';
import { productTiles } from './product-tiles';

const MAX_IDS = 24;
const PRODUCT_ID = /^\d{1,12}$/;

/**
 * `GET /data/products?ids=100094,100245`: product tiles for the browser (name, brand, link, image, price in
 * the storefront's currency), in the order asked; unknown ids are left out. Public and cacheable.
 */
export async function productTilesHandler(request: NextRequest): Promise<Response> {
  const context = dataRequestContext(request);
  const ids = (request.nextUrl.searchParams.get('ids') ?? '')
    .split(',')
    .filter((id) => PRODUCT_ID.test(id))
    .slice(0, MAX_IDS);
  const products = productTiles(await loadCatalogue(context.locale), ids, context);
  return Response.json(
    { products },
    {
      headers: { 'cache-control': 'public, max-age=300', 'content-language': context.locale, vary: 'cookie' },
    },
  );
}
