import { STAR_VALUES, type RatingSummary, type StarValue } from './review';

const isStarValue = (value: number): value is StarValue => (STAR_VALUES as readonly number[]).includes(value);

/** Count, one-decimal mean and distribution of ratings; ratings outside 1–5 are not counted. */
export function summariseRatings(ratings: readonly number[]): RatingSummary {
  const distribution: Record<StarValue, number> = { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 };
  let total = 0;
  let count = 0;
  for (const rating of ratings) {
    if (!isStarValue(rating)) continue;
    distribution[rating] += 1;
    total += rating;
    count += 1;
  }
  return { count, average: count ? Math.round((total / count) * 10) / 10 : 0, distribution };
}
