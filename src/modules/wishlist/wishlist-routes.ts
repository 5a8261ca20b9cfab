import { getTranslations } from 'next-intl/server';
import { NextResponse, type NextRequest } from 'next/server';
import { loadCatalogue, productOfSku } from '@/modules/catalogue';
import { dataRequestContext } from '@/platform/context/data-request-context';
import { shopperOwner } from '@/modules/accounts';
import { rememberVisitor } from '@/platform/context/visitor';
import { isCrossSiteRequest } from '@/platform/http/cross-site';
import { PRIVATE_NO_STORE } from '@/platform/http/private-json';
import { logger } from '@/platform/logging/logger';
import { WISHLIST_MAX_ITEMS } from './wishlist-constants';

import { wishlistResponse } from './wishlist-response';
import { addToWishlist, removeFromWishlist, WishlistFullError, wishlistSkus } from './wishlist-store';

type Action = 'add' | 'remove';

/** The wishlist after the action; a sku the catalogue no longer has can still be removed. */
async function changed(owner: string, action: Action, sku: string, productId: string | undefined) {
  if (action === 'remove') return removeFromWishlist(owner, sku);
  return productId === undefined ? undefined : addToWishlist(owner, sku, productId);
}

/**
 * Answers with the owner's wishlist after the action (none: just reads it). Errors are JSON `{message}` in
 * the reader's language: 403 a change asked for from another site (a link there must not change it), 400 no sku, 404 a sku the catalogue does not have, 409 full, 503 not reachable.
 */
async function wishlistAnswer(request: NextRequest, rawSku: string | undefined, action?: Action) {
  const context = dataRequestContext(request);
  const t = await getTranslations({ locale: context.locale, namespace: 'wishlist' });
  const headers = { ...PRIVATE_NO_STORE, 'content-language': context.locale };
  const sku = rawSku?.trim() ?? '';
  if (action && isCrossSiteRequest(request.headers)) {
    return NextResponse.json({ message: t('crossSite') }, { status: 403, headers });
  }
  if (action && sku === '') return NextResponse.json({ message: t('skuRequired') }, { status: 400, headers });
  try {
    const owner = await shopperOwner(request);
    let skus: string[] | undefined;
    if (action) {
      const product = productOfSku(await loadCatalogue(context.locale), sku);
      const kept = action === 'remove' && (await wishlistSkus(owner.key)).includes(sku);
      if (product || kept) skus = await changed(owner.key, action, sku, product?.id);
      if (!skus) return NextResponse.json({ message: t('unknownSku') }, { status: 404, headers });
    } else {
      skus = owner.newVisitorId ? [] : await wishlistSkus(owner.key);
    }
    const response = NextResponse.json(wishlistResponse(skus), { headers });
    // Only a change gives the browser its id: parallel first reads must not hand out different ones.
    if (action) rememberVisitor(response, owner, request);
    return response;
  } catch (error) {
    if (error instanceof WishlistFullError) {
      return NextResponse.json({ message: t('full', { max: WISHLIST_MAX_ITEMS }) }, { status: 409, headers });
    }
    logger.warn({ err: (error as Error).message, sku }, 'wishlist not reachable');
    return NextResponse.json({ message: t('unavailable') }, { status: 503, headers });
  }
}

interface SkuParams {
  params: Promise<{ sku: string }>;
}

/** `GET /data/wishlist`, `GET /data/wishlist/add/{sku}`, `GET /data/wishlist/remove/{sku}` (CONTRACT.md). */
export const wishlistRoutes = {
  read: (request: NextRequest) => wishlistAnswer(request, undefined),
  add: async (request: NextRequest, { params }: SkuParams) =>
    wishlistAnswer(request, (await params).sku, 'add'),
  remove: async (request: NextRequest, { params }: SkuParams) =>
    wishlistAnswer(request, (await params).sku, 'remove'),
  /** `/data/wishlist/add` and `/remove` without a sku */
  missingSku: (request: NextRequest) => wishlistAnswer(request, '', 'add'),
};
