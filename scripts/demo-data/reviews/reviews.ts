import { like } from '@payloadcms/db-sqlite/drizzle';
import type { Payload } from 'payload';
import type { LocaleCode } from '../../../src/platform/locale/locales';
import { bulkDatabase, insertAll } from '../bulk-database';
import { ARRIVAL_ANCHOR } from '../catalogue/dates';
import type { ProductRow } from '../catalogue/product-row';
import { integerBetween, pick, pickWeighted, seededRandom } from '../random';
import type { ReviewedKind, ReviewSentiment } from './review-phrase-types';
import { REVIEW_PHRASES } from './review-phrases';

export const DEMO_REFERENCE_PREFIX = 'demo-';

/** One review as the generator makes it, in the `reviews` table's drizzle keys. */
export interface ReviewRow {
  reference: string;
  product: string;
  status: 'published' | 'pending' | 'rejected';
  rating: number;
  title: string;
  body: string;
  authorName: string;
  locale: LocaleCode;
  submittedAt: string;
  verifiedPurchase: boolean;
}

/** Roughly how the shop's customers spread over the storefronts. */
const LOCALE_WEIGHTS: Record<LocaleCode, number> = {
  'de-DE': 30,
  'de-AT': 6,
  'de-CH': 6,
  'nl-NL': 10,
  'fr-FR': 13,
  'es-ES': 10,
  'sv-SE': 6,
  'no-NO': 5,
  'fi-FI': 4,
  'en-GB': 10,
};
const LOCALES = Object.keys(LOCALE_WEIGHTS) as LocaleCode[];
const INITIALS = 'ABCDEFGHIJKLMNOPRSTVW';
const DAY_MS = 86_400_000;
/** The newest reviews may still wait for moderation. */
const PENDING_WITHIN_DAYS = 3;

export function sentimentOf(rating: number): ReviewSentiment {
  return rating >= 4 ? 'positive' : rating === 3 ? 'mixed' : 'negative';
}

/**
 * Around the product's own quality (sum of three uniforms ≈ normal), most reviews good; a few customers
 * are let down whatever the product.
 */
function drawRating(random: () => number, quality: number): number {
  if (random() < 0.04) return integerBetween(random, 1, 2);
  const noise = (random() + random() + random() - 1.5) * 1.6;
  return Math.min(5, Math.max(1, Math.round(quality + noise)));
}

function reviewText(random: () => number, locale: LocaleCode, kind: ReviewedKind, rating: number) {
  const phrases = REVIEW_PHRASES[locale];
  const sentiment = sentimentOf(rating);
  const details = phrases.details[kind][sentiment];
  const first = integerBetween(random, 0, details.length - 1);
  const sentences = [pick(random, phrases.openings[kind][sentiment]), details[first]!];
  if (random() < 0.45)
    sentences.push(details[(first + integerBetween(random, 1, details.length - 1)) % details.length]!);
  if (random() < 0.7) sentences.push(pick(random, phrases.closings[sentiment]));
  return {
    title: pick(random, phrases.titles[sentiment]),
    body: sentences.join(' '),
    authorName: `${pick(random, phrases.firstNames)} ${pick(random, [...INITIALS])}.`,
  };
}

/**
 * Demo reviews, deterministic: more for popular products (none for some), ratings around a per-product
 * quality, written in the storefronts' languages after the product arrived.
 */
export function generateReviews(products: readonly ProductRow[], seed = 2031): ReviewRow[] {
  const random = seededRandom(seed);
  const mostPopular = Math.max(1, ...products.map((product) => product.popularity));
  return products.flatMap((product) => {
    const count = Math.floor(random() * (1 + 16 * Math.cbrt(product.popularity / mostPopular)));
    const quality = 3.7 + random() * 1.2;
    const kind: ReviewedKind = product.kind === 'contactLenses' ? 'contactLenses' : 'frames';
    const arrived = Date.parse(product.arrivalDate);
    return Array.from({ length: count }, (_, index): ReviewRow => {
      const locale = pickWeighted(random, LOCALES, (candidate) => LOCALE_WEIGHTS[candidate]);
      const rating = drawRating(random, quality);
      const submitted = arrived + random() * (ARRIVAL_ANCHOR - arrived);
      const recent = ARRIVAL_ANCHOR - submitted < PENDING_WITHIN_DAYS * DAY_MS;
      return {
        reference: `${DEMO_REFERENCE_PREFIX}${product.id}-${index + 1}`,
        product: product.id,
        status: recent && random() < 0.5 ? 'pending' : random() < 0.01 ? 'rejected' : 'published',
        rating,
        ...reviewText(random, locale, kind, rating),
        locale,
        submittedAt: new Date(submitted).toISOString(),
        verifiedPurchase: random() < 0.9,
      };
    });
  });
}

/** Replaces the demo reviews (their reference starts with demo-) in one transaction; others stay. */
export async function upsertReviews(payload: Payload, products: readonly ProductRow[]): Promise<number> {
  const db = bulkDatabase(payload);
  const reviews = db.table('reviews');
  const { reference } = reviews as unknown as { reference: never };
  const rows = generateReviews(products).map((row) => ({
    ...row,
    createdAt: row.submittedAt,
    updatedAt: row.submittedAt,
  }));
  await db.transaction(async (tx) => {
    await tx.delete(reviews).where(like(reference, `${DEMO_REFERENCE_PREFIX}%`));
    await insertAll(tx, reviews, rows);
  });
  return rows.length;
}
