import { describe, expect, it } from 'vitest';
import { generateOwnStores } from './own-stores';

describe('own stores demo data', () => {
  it('is the same on every run', () => {
    expect(generateOwnStores()).toEqual(generateOwnStores());
  });

  it('covers every storefront with unique ids and Sunday closed', () => {
    const stores = generateOwnStores();
    expect(new Set(stores.map((store) => store.country)).size).toBe(10);
    expect(new Set(stores.map((store) => store.id)).size).toBe(stores.length);
    expect(stores.length).toBeGreaterThanOrEqual(20);
    for (const store of stores) {
      expect(store.opticianType).toBe('MSXStore');
      expect(store.openingHours.map((row) => row.weekday)).not.toContain('sunday');
    }
  });
});
