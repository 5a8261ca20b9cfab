import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../src/platform/locale/locales';
import { generateCatalogue } from '../catalogue';
import { ARRIVAL_ANCHOR } from '../catalogue/dates';
import { REVIEW_PHRASES } from './review-phrases';
import { generateReviews, sentimentOf } from './reviews';

const products = generateCatalogue();
const reviews = generateReviews(products);

describe('demo reviews', () => {
  it('are the same on every run', () => {
    expect(generateReviews(products)).toEqual(reviews);
  });

  it('cover the catalogue in every locale, popular products with more of them', () => {
    expect(reviews.length).toBeGreaterThan(4000);
    for (const locale of SUPPORTED_LOCALES) {
      expect(reviews.filter((review) => review.locale === locale).length).toBeGreaterThan(100);
    }
    const reviewed = new Set(reviews.map((review) => review.product));
    expect(reviewed.size).toBeGreaterThan(products.length * 0.7);
    expect(reviewed.size).toBeLessThan(products.length);
    const byPopularity = [...products].sort((a, b) => a.popularity - b.popularity);
    const countOf = (ids: Set<string>) => reviews.filter((review) => ids.has(review.product)).length;
    const tenth = Math.floor(products.length / 10);
    const least = new Set(byPopularity.slice(0, tenth).map((product) => product.id));
    const most = new Set(byPopularity.slice(-tenth).map((product) => product.id));
    expect(countOf(most)).toBeGreaterThan(countOf(least) * 2);
  });

  it('rate mostly well, with every star value used', () => {
    const ratings = reviews.map((review) => review.rating);
    const mean = ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
    expect(mean).toBeGreaterThan(3.8);
    expect(mean).toBeLessThan(4.6);
    expect(new Set(ratings)).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('say what their rating says, in their own language', () => {
    for (const review of reviews.slice(0, 500)) {
      const phrases = REVIEW_PHRASES[review.locale];
      expect(phrases.titles[sentimentOf(review.rating)]).toContain(review.title);
      expect(review.authorName).toMatch(/^\S.* [A-Z]\.$/);
    }
  });

  it('were written after the product arrived, and the newest may wait for moderation', () => {
    const arrival = new Map(products.map((product) => [product.id, Date.parse(product.arrivalDate)]));
    for (const review of reviews) {
      const submitted = Date.parse(review.submittedAt);
      expect(submitted).toBeGreaterThanOrEqual(arrival.get(review.product)!);
      expect(submitted).toBeLessThanOrEqual(ARRIVAL_ANCHOR);
    }
    const published = reviews.filter((review) => review.status === 'published');
    expect(published.length / reviews.length).toBeGreaterThan(0.9);
    const pending = reviews.filter((review) => review.status === 'pending');
    expect(pending.length).toBeGreaterThan(0);
    for (const review of pending) {
      expect(ARRIVAL_ANCHOR - Date.parse(review.submittedAt)).toBeLessThan(3 * 86_400_000);
    }
    expect(new Set(reviews.map((review) => review.reference)).size).toBe(reviews.length);
  });
});
