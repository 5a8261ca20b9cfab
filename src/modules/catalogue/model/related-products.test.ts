import { describe, expect, it } from 'vitest';
import type { CatalogueProduct } from './product';
import { RELATED_COUNT, relatedProducts } from './related-products';

function product(id: string, brandId: string, shape: string, popularity: number, kind = 'glasses') {
  return { id, brandId, kind, popularity, frame: { shape } } as unknown as CatalogueProduct;
}

describe('related products', () => {
  const shown = product('1', 'nordlicht', 'round', 5);
  const catalogue = [
    shown,
    product('2', 'helioform', 'round', 10),
    product('3', 'helioform', 'round', 50),
    product('4', 'helioform', 'square', 99),
    product('5', 'nordlicht', 'square', 7),
    product('6', 'nordlicht', 'round', 3),
    product('7', 'brume', 'round', 80, 'sunglasses'),
  ];

  it('offers other brands of the same kind and shape, most popular first', () => {
    expect(relatedProducts(shown, catalogue).similar.map((other) => other.id)).toEqual(['3', '2']);
  });

  it('offers more of the same brand and kind, never the product itself', () => {
    expect(relatedProducts(shown, catalogue).sameBrand.map((other) => other.id)).toEqual(['5', '6']);
  });

  it(`shows at most ${RELATED_COUNT} in each`, () => {
    const many = Array.from({ length: 30 }, (_, index) => product(`x${index}`, 'brume', 'round', index));
    expect(relatedProducts(shown, [shown, ...many]).similar).toHaveLength(RELATED_COUNT);
  });
});
