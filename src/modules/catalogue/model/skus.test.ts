import { describe, expect, it } from 'vitest';
import type { Catalogue } from './catalogue-store';
import type { CatalogueProduct } from './product';
import { defaultSku, productOfSku, skuDetails } from './skus';

const prices = (amount: number) => ({
  EUR: { amount },
  CHF: { amount },
  SEK: { amount },
  NOK: { amount },
  GBP: { amount },
});

const frame = {
  id: '100094',
  kind: 'glasses',
  prices: prices(89),
  frame: { variants: [{ id: '100094-01' }, { id: '100094-02' }] },
} as unknown as CatalogueProduct;

const lens = {
  id: '300012',
  kind: 'contactLenses',
  prices: prices(19),
  contactLens: {
    packages: [
      { id: '300012-p1', lenses: 30, prices: prices(19) },
      { id: '300012-p2', lenses: 90, prices: prices(49) },
    ],
  },
} as unknown as CatalogueProduct;

const catalogue = {
  byId: new Map([frame, lens].map((product) => [product.id, product])),
} as unknown as Catalogue;

describe('skus', () => {
  it('finds the product of a frame variant and of a lens package', () => {
    expect(productOfSku(catalogue, '100094-02')).toBe(frame);
    expect(productOfSku(catalogue, '300012-p2')).toBe(lens);
  });

  it('knows no product for a product id, an unknown variant or anything else', () => {
    for (const sku of ['100094', '100094-03', '300012-p3', '999999-01', '', '100094-01x', '../100094-01']) {
      expect(productOfSku(catalogue, sku)).toBeUndefined();
    }
  });

  it('stands a tile for its first variant or package', () => {
    expect(defaultSku(frame)).toBe('100094-01');
    expect(defaultSku(lens)).toBe('300012-p1');
  });

  it('prices a package on its own and a frame variant at the frame price', () => {
    expect(skuDetails(lens, '300012-p2')).toEqual({
      prices: prices(49),
      imagePath: '/assets/products/300012-p2/package.svg',
    });
    expect(skuDetails(frame, '100094-02')).toEqual({
      prices: prices(89),
      imagePath: '/assets/products/100094-02/front.svg',
    });
  });
});
