import type { Badge } from '../../../src/modules/catalogue/constants';
import { isNew } from './dates';

const BESTSELLER_POPULARITY = 6000;

/** New for recent arrivals, sale when discounted, bestseller for the most popular. */
export function badgesFor(arrival: string, onSale: boolean, popularity: number): Badge[] {
  const badges: Badge[] = [];
  if (isNew(arrival)) badges.push('new');
  if (onSale) badges.push('sale');
  if (popularity > BESTSELLER_POPULARITY) badges.push('bestseller');
  return badges;
}
