import { getTranslations } from 'next-intl/server';
import type { RequestContext } from '@/platform/context/request-context';

/** Crawlable page links: previous, numbered pages around the current one, next. */
export async function Pagination({
  href,
  page,
  pageCount,
  context,
}: {
  href: (page: number) => string;
  page: number;
  pageCount: number;
  context: RequestContext;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale: context.locale, namespace: 'catalogue' });
  const pages = [...new Set([1, page - 1, page, page + 1, pageCount])].filter(
    (candidate) => candidate >= 1 && candidate <= pageCount,
  );
  const link = 'inline-block min-w-10 rounded border border-line px-3 py-2 text-center';
  return (
    <nav aria-label={t('list.pagination')} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <a href={href(page - 1)} rel="prev" className={link}>
          {t('list.previousPage')}
        </a>
      )}
      <ul className="flex gap-2">
        {pages.map((target) => (
          <li key={target}>
            <a
              href={href(target)}
              aria-current={target === page ? 'page' : undefined}
              aria-label={t('list.pageLink', { page: target })}
              className={`${link} ${target === page ? 'bg-brand font-bold text-white' : ''}`}
            >
              {target}
            </a>
          </li>
        ))}
      </ul>
      {page < pageCount && (
        <a href={href(page + 1)} rel="next" className={link}>
          {t('list.nextPage')}
        </a>
      )}
    </nav>
  );
}
