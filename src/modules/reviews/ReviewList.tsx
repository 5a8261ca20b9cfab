'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { RatingSummaryView } from './RatingSummaryView';
import type { ProductReviews, ShopReview } from './review';
import { ReviewItem } from './ReviewItem';

type Status = 'idle' | 'loading' | 'failed';

async function fetchReviews(productId: string, page: number, locale: string): Promise<ProductReviews> {
  const query = new URLSearchParams({ page: String(page), locale });
  const response = await fetch(`/data/reviews/${encodeURIComponent(productId)}?${query}`);
  if (!response.ok) throw new Error(`reviews answered ${response.status}`);
  return (await response.json()) as ProductReviews;
}

/**
 * A product's rating summary and reviews, page by page ("show more"). `initial` is the server's first
 * page, or null when the server could not load it: then this shows the §8 message with a retry.
 */
export function ReviewList({ productId, initial }: { productId: string; initial: ProductReviews | null }) {
  const t = useTranslations('reviews');
  const locale = useLocale();
  const [loaded, setLoaded] = useState(initial);
  const [reviews, setReviews] = useState<ShopReview[]>(initial?.reviews ?? []);
  const [status, setStatus] = useState<Status>(initial ? 'idle' : 'failed');
  const [firstNewIndex, setFirstNewIndex] = useState<number | undefined>();
  const firstNew = useRef<HTMLElement>(null);

  useEffect(() => {
    if (firstNewIndex !== undefined) firstNew.current?.focus();
  }, [firstNewIndex]);

  const load = async (page: number) => {
    setStatus('loading');
    try {
      const next = await fetchReviews(productId, page, locale);
      setLoaded(next);
      if (page === 1) {
        setReviews(next.reviews);
      } else {
        setReviews([...reviews, ...next.reviews]);
        setFirstNewIndex(reviews.length);
      }
      setStatus('idle');
    } catch (error) {
      console.warn('reviews could not be loaded', error);
      setStatus('failed');
    }
  };

  return (
    <div>
      {loaded && <RatingSummaryView summary={loaded.summary} />}
      {loaded && loaded.summary.count === 0 && <p>{t('none')}</p>}
      {reviews.length > 0 && (
        <ul>
          {reviews.map((review, index) => (
            <li key={review.id}>
              <ReviewItem review={review} focusRef={index === firstNewIndex ? firstNew : undefined} />
            </li>
          ))}
        </ul>
      )}
      <div aria-live="polite" className="mt-4">
        {status === 'loading' && <p>{t('loading')}</p>}
        {status === 'failed' && (
          <p role="alert" className="flex flex-wrap items-center gap-3">
            {t('loadFailed')}
            <button
              type="button"
              onClick={() => void load(loaded ? loaded.page + 1 : 1)}
              className="rounded border-2 border-brand px-3 py-1 font-semibold"
            >
              {t('retry')}
            </button>
          </p>
        )}
      </div>
      {status === 'idle' && loaded && loaded.page < loaded.pageCount && (
        <button
          type="button"
          onClick={() => void load(loaded.page + 1)}
          className="mt-4 rounded border-2 border-brand px-4 py-2 font-semibold"
        >
          {t('more')}
        </button>
      )}
    </div>
  );
}
