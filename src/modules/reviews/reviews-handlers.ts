import { getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import { dataRequestContext } from '@/platform/context/data-request-context';
import { logger } from '@/platform/logging/logger';
import { PageOutOfRangeError, productReviews, UnknownProductError } from './reviews-service';

/** `?page=`: absent is the first page; anything but a whole number from 1 is NaN (a 400). */
function requestedPage(raw: string | null): number {
  if (raw === null) return 1;
  return /^\d{1,6}$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * `GET /data/reviews/{productId}?page=`: a page of the product's published reviews with its rating
 * summary, in the reader's language order (locale by `?locale=`, cookie or host as everywhere). Errors
 * are JSON `{message}` in the reader's language: 404 unknown product, 400 bad page, 503 not loadable.
 */
export const reviewsHandler = {
  async GET(request: NextRequest, { params }: { params: Promise<{ productId: string }> }) {
    const { productId } = await params;
    const context = dataRequestContext(request);
    const t = await getTranslations({ locale: context.locale, namespace: 'reviews' });
    const headers = { 'content-language': context.locale };
    try {
      const page = requestedPage(request.nextUrl.searchParams.get('page'));
      const reviews = await productReviews(productId, context.locale, page);
      return Response.json(reviews, {
        headers: { ...headers, 'cache-control': 'public, max-age=60', vary: 'cookie' },
      });
    } catch (error) {
      if (error instanceof UnknownProductError) {
        return Response.json({ message: t('unknownProduct') }, { status: 404, headers });
      }
      if (error instanceof PageOutOfRangeError) {
        return Response.json({ message: t('noSuchPage') }, { status: 400, headers });
      }
      logger.warn({ err: (error as Error).message, productId }, 'reviews could not be loaded');
      return Response.json({ message: t('loadFailed') }, { status: 503, headers });
    }
  },
};
