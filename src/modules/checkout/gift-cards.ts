import type { Payload } from 'payload';
import { sql, updatedAny, type Database } from '@/payload/conditional-update';
import type { CurrencyCode } from '@/platform/locale/locales';

/** An unknown, expired and used-up card are refused alike: trying codes tells nothing about a card. */
export type GiftCardRefusal = 'giftCardUnusable' | 'giftCardCurrency';

export interface GiftCard {
  code: string;
  balance: number;
}

export const normaliseGiftCardCode = (code: string) => code.trim().toUpperCase();

/** The usable card of a code in this currency, or why it cannot pay. */
export async function giftCardOf(
  payload: Payload,
  code: string,
  currency: CurrencyCode,
  now: Date,
): Promise<GiftCard | { refusal: GiftCardRefusal }> {
  const { docs } = await payload.find({
    collection: 'gift-cards',
    where: { code: { equals: normaliseGiftCardCode(code) } },
    limit: 1,
    depth: 0,
  });
  const card = docs[0];
  if (!card || new Date(card.validUntil).getTime() < now.getTime() || card.balance <= 0) {
    return { refusal: 'giftCardUnusable' };
  }
  if (card.currency !== currency) return { refusal: 'giftCardCurrency' };
  return { code: card.code, balance: card.balance };
}

/** Takes the amount from the card's balance in one statement; false when the balance no longer covers it. */
export const debitGiftCard = (db: Database, code: string, amount: number) =>
  updatedAny(
    db,
    sql`UPDATE gift_cards SET balance = ROUND(balance - ${amount}, 2), updated_at = ${new Date().toISOString()}
      WHERE code = ${code} AND balance >= ${amount} RETURNING id`,
  );

export const creditGiftCard = (db: Database, code: string, amount: number) =>
  updatedAny(
    db,
    sql`UPDATE gift_cards SET balance = ROUND(balance + ${amount}, 2), updated_at = ${new Date().toISOString()}
      WHERE code = ${code} RETURNING id`,
  );
