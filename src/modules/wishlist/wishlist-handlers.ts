import { loadCatalogue, productOfSku } from '@/modules/catalogue';
import { shopperOwner } from '@/modules/accounts';
import { rememberVisitor } from '@/platform/context/visitor';
import { isCrossSiteRequest } from '@/platform/http/cross-site';
import { dataEndpoint, type DataCall } from '@/platform/http/data-endpoint';
import { WISHLIST_MAX_ITEMS } from './wishlist-constants';

import { wishlistResponse } from './wishlist-response';
import { addToWishlist, removeFromWishlist, WishlistFullError, wishlistSkus } from './wishlist-store';

type Action = 'add' | 'remove';

/** The wishlist after the action; a sku the catalogue no longer has can still be removed. */
async function changed(owner: string, action: Action, sku: string, productId: string | undefined) {
  if (action === 'remove') return removeFromWishlist(owner, sku);
  return productId === undefined ? undefined : addToWishlist(owner, sku, productId);
}

interface SkuParams {
  params: Promise<{ sku: string }>;
}

/**
 * Answers with the owner's wishlist after the action (none: just reads it). Errors are JSON `{message}` in
 * the reader's language: 403 a change asked for from another site (a link there must not change it), 400 no
 * sku, 404 a sku the catalogue does not have, 409 full, 503 not reachable.
 */
const wishlistEndpoint = <Params>(skuOf: (params: Params) => Promise<string | undefined>, action?: Action) =>
  dataEndpoint<Params>(
    {
      section: 'wishlist',
      unavailable: 'unavailable',
      failure: 'wishlist not reachable',
      refusalOf: (error, call: DataCall) =>
        error instanceof WishlistFullError
          ? call.refuse(409, 'full', { max: WISHLIST_MAX_ITEMS })
          : undefined,
    },
    async (call, params) => {
      const { request, context } = call;
      const sku = (await skuOf(params))?.trim() ?? '';
      if (action && isCrossSiteRequest(request.headers)) return call.refuse(403, 'crossSite');
      if (action && sku === '') return call.refuse(400, 'skuRequired');
      const owner = await shopperOwner(request);
      let skus: string[] | undefined;
      if (action) {
        const product = productOfSku(await loadCatalogue(context.locale), sku);
        const kept = action === 'remove' && (await wishlistSkus(owner.key)).includes(sku);
        if (product || kept) skus = await changed(owner.key, action, sku, product?.id);
        if (!skus) return call.refuse(404, 'unknownSku');
      } else {
        skus = owner.newVisitorId ? [] : await wishlistSkus(owner.key);
      }
      const response = call.answer(wishlistResponse(skus));
      // Only a change gives the browser its id: parallel first reads must not hand out different ones.
      if (action) rememberVisitor(response, owner, request);
      return response;
    },
  );

const skuParam = async ({ params }: SkuParams) => (await params).sku;

/** `GET /data/wishlist`, `GET /data/wishlist/add/{sku}`, `GET /data/wishlist/remove/{sku}` (CONTRACT.md). */
export const wishlistHandlers = {
  read: wishlistEndpoint(async () => undefined),
  add: wishlistEndpoint(skuParam, 'add'),
  remove: wishlistEndpoint(skuParam, 'remove'),
  /** `/data/wishlist/add` and `/remove` without a sku */
  missingSku: wishlistEndpoint(async () => '', 'add'),
};
