import { loadCatalogue } from '@/modules/catalogue';
import type { LocaleCode } from '@/platform/locale/locales';
import type { ProductReviews } from './review';
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
