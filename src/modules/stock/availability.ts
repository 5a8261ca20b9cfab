/** Up to this many units left, a product page says only a few are left. */
export const FEW_LEFT = 3;

export type Availability = 'inStock' | 'fewLeft' | 'soldOut';

/** What a shopper is told about a sku; a sku without a stock row is made to order and always available. */
export function availabilityOfQuantity(quantity: number | undefined): Availability {
  if (quantity === undefined) return 'inStock';
  if (quantity <= 0) return 'soldOut';
  return quantity <= FEW_LEFT ? 'fewLeft' : 'inStock';
}

export const SCHEMA_ORG_AVAILABILITY: Record<Availability, string> = {
  inStock: 'https://schema.org/InStock',
  fewLeft: 'https://schema.org/LimitedAvailability',
  soldOut: 'https://schema.org/OutOfStock',
};
