import { getTranslations } from 'next-intl/server';
import { shopContext, type ShopRouteParams } from '@/platform/context/server-context';
import { logger } from '@/platform/logging/logger';
import { suggest } from './search-service';

/** `GET /search/suggest?q=`: the search box's suggestions as JSON; 503 {message} when search is down. */
export const suggestHandler = {
  async GET(request: Request, { params }: { params: Promise<ShopRouteParams> }) {
    const context = await shopContext(await params);
    const query = new URL(request.url).searchParams.get('q');
    try {
      return Response.json(await suggest(context, query ?? ''), {
        headers: { 'Cache-Control': 'private, max-age=60' },
      });
    } catch (error) {
      logger.warn({ err: (error as Error).message, locale: context.locale }, 'search suggestions failed');
      const t = await getTranslations({ locale: context.locale, namespace: 'search' });
      return Response.json({ message: t('unavailable') }, { status: 503 });
    }
  },
};
