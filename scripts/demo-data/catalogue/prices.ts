import type { Currency } from '../../../src/modules/catalogue/constants';
import type { PriceList } from './product-row';

/** Shelf prices per currency: converted at a fixed demo rate and rounded to the endings each market uses. */
const MARKETS: Record<Currency, { rate: number; shelf: (amount: number) => number }> = {
  EUR: { rate: 1, shelf: (amount) => Math.max(Math.round(amount) - 0.05, 0.95) },
  CHF: { rate: 0.95, shelf: (amount) => Math.max(Math.round(amount) - 0.1, 0.9) },
  SEK: { rate: 11.5, shelf: (amount) => Math.max(Math.round(amount / 10) * 10 - 1, 9) },
  NOK: { rate: 11.7, shelf: (amount) => Math.max(Math.round(amount / 10) * 10 - 1, 9) },
  GBP: { rate: 0.86, shelf: (amount) => Math.max(Math.round(amount) - 0.01, 0.99) },
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A price list from a euro amount; with a discount (0.2 = 20 %) each currency also gets a sale price. */
export function priceList(euros: number, discount?: number): PriceList {
  const entries = Object.entries(MARKETS).map(([currency, market]) => {
    const regular = round2(market.shelf(euros * market.rate));
    const sale = discount ? round2(market.shelf(euros * market.rate * (1 - discount))) : undefined;
    return [currency, sale !== undefined && sale < regular ? { regular, sale } : { regular }];
  });
  return Object.fromEntries(entries) as PriceList;
}
