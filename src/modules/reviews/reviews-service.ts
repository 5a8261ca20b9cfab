import { loadCatalogue, productPath } from '@/modules/catalogue';
import type { LocaleCode } from '@/platform/locale/locales';
import type { ProductReviews, ShopReview } from './review';
import { pageCountOf, pageOf, reviewsForReader } from './review-order';
import { loadReviews, summaryOf } from './reviews-store';

export class UnknownProductError extends Error {}
export class PageOutOfRangeError extends Error {}

/** A page of a product's reviews for a reader of `locale`; throws for an unknown product or page. */
export async function productReviews(
  productId: string,
  locale: LocaleCode,
  page: number,
): Promise<ProductReviews> {
  if (!(await loadCatalogue(locale)).byId.has(productId)) throw new UnknownProductError(productId);
  const model = await loadReviews();
  const ordered = reviewsForReader(model.byProduct.get(productId) ?? [], locale);
  const pageCount = pageCountOf(ordered.length);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) throw new PageOutOfRangeError(String(page));
  return {
    productId,
    summary: summaryOf(model, productId),
    reviews: pageOf(ordered, page),
    page,
    pageCount,
  };
}

export async function shopRating() {
  return (await loadReviews()).shop;
}

export interface FeaturedReview {
  review: ShopReview;
  productName: string;
  productHref: string;
}

/** The newest published reviews written in the reader's language with at least `minimumRating` stars. */
export async function featuredReviews(
  locale: LocaleCode,
  minimumRating: number,
  count: number,
): Promise<FeaturedReview[]> {
  const [model, catalogue] = await Promise.all([loadReviews(), loadCatalogue(locale)]);
  const featured: FeaturedReview[] = [];
  for (const [productId, reviews] of model.byProduct) {
    const product = catalogue.byId.get(productId);
    if (!product) continue;
    for (const review of reviews)
      if (review.locale === locale && review.rating >= minimumRating)
        featured.push({
          review,
          productName: `${product.brandName} ${product.name}`,
          productHref: productPath(product),
        });
  }
  return featured
    .sort(
      (a, b) =>
        b.review.submittedAt.localeCompare(a.review.submittedAt) || a.review.id.localeCompare(b.review.id),
    )
    .slice(0, count);
}
