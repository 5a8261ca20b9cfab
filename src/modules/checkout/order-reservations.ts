import type { Payload } from 'payload';
import { takeStock, type StockNeed } from '@/modules/stock';
import { redeemVoucher, type VoucherTerms } from '@/modules/vouchers';
import { inTransaction, type Database } from '@/payload/conditional-update';
import { debitGiftCard } from './gift-cards';
import type { PlacementRefusal } from './order-placement';
import { recordReservations, type HeldOrder, type Reservations } from './order-state';

export type ReservationRefusal = PlacementRefusal | { reason: 'outOfStock'; sku: string };

/** What an order takes: its stock, a voucher's use, a gift card's amount. */
export interface ReservationNeeds {
  stock: StockNeed[];
  voucher?: VoucherTerms;
  giftCard?: { code: string; amount: number };
}

/** A reservation step found something missing: the transaction is rolled back, nothing stays taken. */
export class ReservationRefused extends Error {
  constructor(readonly refusal: ReservationRefusal) {
    super(refusal.reason);
  }
}

/**
 * Takes the order's stock, voucher use and gift-card amount and records them on the order, inside the
 * caller's transaction: the first thing missing throws `ReservationRefused`.
 */
export async function reserveWithin(db: Database, order: HeldOrder, needs: ReservationNeeds): Promise<void> {
  const stock = await takeStock(db, needs.stock);
  if (stock.short) throw new ReservationRefused({ reason: 'outOfStock', sku: stock.short });
  const reservations: Reservations = { stock: stock.taken };
  if (needs.voucher) {
    if (!(await redeemVoucher(db, needs.voucher, order.orderNumber)))
      throw new ReservationRefused({ reason: 'voucher', detail: 'used' });
    reservations.voucherCode = needs.voucher.code;
  }
  if (needs.giftCard) {
    if (!(await debitGiftCard(db, needs.giftCard.code, needs.giftCard.amount)))
      throw new ReservationRefused({ reason: 'giftCard', detail: 'giftCardEmpty' });
    reservations.giftCard = needs.giftCard;
  }
  await recordReservations(db, order, reservations);
}

/**
 * Takes the order's stock, voucher use and gift-card amount and records them on the order, in one
 * transaction: the first thing missing, or any error, leaves nothing taken.
 */
export async function takeReservations(
  payload: Payload,
  order: HeldOrder,
  needs: ReservationNeeds,
): Promise<void> {
  await inTransaction(payload, (db) => reserveWithin(db, order, needs));
}
