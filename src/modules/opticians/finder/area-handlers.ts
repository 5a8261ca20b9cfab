import { getTranslations } from 'next-intl/server';
import type { NextRequest } from 'next/server';
import { dataRequestContext } from '@/platform/context/data-request-context';
import { logger } from '@/platform/logging/logger';
import { opticiansInArea, parseBoundingBox } from './area';
import { loadFinderOpticians, type OpticianKind } from './finder-opticians';
import { parseFinderQuery } from './finder-query';

const KINDS: Record<string, OpticianKind> = { partner: 'Partner', store: 'MSXStore' };

/** `?page=`: absent is the first page; anything but a whole number from 1 is NaN (a 400). */
function requestedPage(raw: string | null): number {
  if (raw === null) return 1;
  return /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : Number.NaN;
}

/**
 * `GET /data/opticians?bbox=west,south,east,north&kind=partner|store&service=&tag=&page=`: the storefront's
 * opticians in the map's area from the finder's read model, nearest to the area's centre first, a page of
 * them with the area's total. Errors are JSON `{message}` in the visitor's language: 400 for a bad area,
 * kind or page, 503 when the opticians cannot be loaded.
 */
export const opticiansAreaHandler = {
  async GET(request: NextRequest) {
    const started = performance.now();
    const context = dataRequestContext(request);
    const t = await getTranslations({ locale: context.locale, namespace: 'opticians' });
    const headers = { 'content-language': context.locale };
    const query = request.nextUrl.searchParams;
    const box = parseBoundingBox(query.get('bbox'));
    if (!box) return Response.json({ message: t('invalidArea') }, { status: 400, headers });
    const kind = KINDS[query.get('kind') ?? 'partner'];
    const page = requestedPage(query.get('page'));
    if (!kind || Number.isNaN(page)) {
      return Response.json({ message: t('invalidAreaQuery') }, { status: 400, headers });
    }
    const { filters } = parseFinderQuery(
      { service: query.getAll('service'), tag: query.getAll('tag') },
      context.country,
    );
    try {
      const opticians = await loadFinderOpticians(context.country, kind);
      const area = opticiansInArea({ opticians, box, filters, page });
      return Response.json(area, {
        headers: {
          ...headers,
          'cache-control': 'public, max-age=60',
          vary: 'cookie',
          'server-timing': `area;dur=${(performance.now() - started).toFixed(1)}`,
        },
      });
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'opticians of the area could not be loaded');
      return Response.json({ message: t('areaUnavailable') }, { status: 503, headers });
    }
  },
};
