import { describe, expect, it } from 'vitest';
import { availabilityOfQuantity, FEW_LEFT } from './availability';

describe('availabilityOfQuantity', () => {
  it('treats a sku without stock row as made to order', () => {
    expect(availabilityOfQuantity(undefined)).toBe('inStock');
  });

  it('says sold out at zero units', () => {
    expect(availabilityOfQuantity(0)).toBe('soldOut');
  });

  it('says few left up to the threshold and in stock above it', () => {
    expect(availabilityOfQuantity(1)).toBe('fewLeft');
    expect(availabilityOfQuantity(FEW_LEFT)).toBe('fewLeft');
    expect(availabilityOfQuantity(FEW_LEFT + 1)).toBe('inStock');
  });
});
