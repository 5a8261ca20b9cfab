import { useLocale, useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { Locale } from '@/platform/locale/locale';
import type { ShopReview } from './review';
import { Stars } from './Stars';

/** One review; one in another language than the reader's is marked with its language (and `lang`). */
export function ReviewItem({ review, focusRef }: { review: ShopReview; focusRef?: Ref<HTMLElement> }) {
  const t = useTranslations('reviews');
  const reader = useLocale();
  const language = Locale.parse(review.locale).language;
  const foreign = language !== Locale.parse(reader).language;
  const date = new Intl.DateTimeFormat(reader, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(review.submittedAt),
  );
  return (
    <article ref={focusRef} tabIndex={focusRef ? -1 : undefined} className="border-b border-line py-4">
      <Stars rating={review.rating} label={t('rated', { rating: review.rating })} />
      <h3 lang={foreign ? review.locale : undefined} className="mt-1 font-semibold">
        {review.title}
      </h3>
      <p className="text-sm text-ink/75">
        {review.authorName} · <time dateTime={review.submittedAt}>{date}</time>
        {review.verifiedPurchase && <> · {t('verifiedPurchase')}</>}
        {foreign && (
          <>
            {' '}
            ·{' '}
            {t('writtenIn', {
              language: new Intl.DisplayNames(reader, { type: 'language' }).of(language) ?? language,
            })}
          </>
        )}
      </p>
      <p lang={foreign ? review.locale : undefined} className="mt-2">
        {review.body}
      </p>
    </article>
  );
}
