import { useTranslations } from 'next-intl';
import type { ProductReviews, RatingSummary } from './review';
import { ReviewList } from './ReviewList';
import { ShopRating } from './ShopRating';

/** The reviews block of a product page: the product's reviews and the shop's rating. */
export function ReviewsSection({
  productId,
  reviews,
  shop,
}: {
  productId: string;
  reviews: ProductReviews | null;
  shop: RatingSummary | null;
}) {
  const t = useTranslations('reviews');
  return (
    <section aria-labelledby="reviews-heading" className="mt-10 grid gap-8 md:grid-cols-[3fr_2fr]">
      <div>
        <h2 id="reviews-heading" className="mb-4 text-2xl font-bold">
          {t('heading')}
        </h2>
        <ReviewList productId={productId} initial={reviews} />
      </div>
      <div>{shop && shop.count > 0 && <ShopRating summary={shop} />}</div>
    </section>
  );
}
