import { getTranslations } from 'next-intl/server';
import { formatDate } from '@/platform/i18n/format';
import type { LocaleCode } from '@/platform/locale/locales';
import { Carousel } from '@/ui/Carousel';
import { featuredReviews } from './reviews-service';
import { Stars } from './Stars';

/** Recent good reviews in the reader's language as a carousel (the home page's store reviews); nothing when none. */
export async function FeaturedReviewsCarousel({
  locale,
  title,
  minimumRating,
  count,
  componentName,
  abTest,
}: {
  locale: LocaleCode;
  title: string;
  minimumRating: number;
  count: number;
  componentName: string;
  abTest?: { name: string; variation: string };
}) {
  const featured = await featuredReviews(locale, minimumRating, count);
  if (featured.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'reviews' });
  return (
    <Carousel
      title={title}
      previousLabel={t('carouselPrevious')}
      nextLabel={t('carouselNext')}
      componentCategory="store_review_carousel"
      componentName={componentName}
      abTest={abTest}
    >
      {featured.map(({ review, productName, productHref }) => (
        <li key={review.id} className="flex snap-start flex-col rounded border border-line bg-white p-4">
          <Stars rating={review.rating} label={t('rated', { rating: review.rating })} />
          <h3 className="mt-1 font-semibold">{review.title}</h3>
          <p className="mt-1 line-clamp-5 text-sm">{review.body}</p>
          <p className="mt-auto pt-2 text-sm text-ink/75">
            {review.authorName} ·{' '}
            <time dateTime={review.submittedAt}>{formatDate(review.submittedAt, locale)}</time>
          </p>
          <a href={productHref} className="text-sm underline">
            {productName}
          </a>
        </li>
      ))}
    </Carousel>
  );
}
