import { describe, expect, it } from 'vitest';
import { runList, sortProducts } from './list-engine';
import { parseListQuery, listQueryString, toggleFilter } from './list-query';
import type { CatalogueProduct, Prices } from './product';

function prices(eur: number, strike?: number): Prices {
  const price = { amount: eur, ...(strike ? { strike } : {}) };
  return { EUR: price, CHF: { amount: eur * 2 }, SEK: price, NOK: price, GBP: price };
}

function frame(id: string, overrides: Partial<CatalogueProduct> & { shape?: string; colours?: string[] }) {
  const { shape = 'round', colours = ['black'], ...rest } = overrides;
  return {
    id,
    kind: 'glasses',
    brandId: 'nordlicht',
    brandName: 'Nordlicht',
    model: id,
    name: id,
    description: '',
    popularity: 0,
    arrival: 0,
    badges: [],
    prices: prices(100),
    frame: {
      shape,
      material: 'acetate',
      gender: 'women',
      faceShapes: [],
      suitableFor: [],
      variants: colours.map((colour, index) => ({
        id: `${id}-${index}`,
        colour,
        size: 'M',
        lensWidth: 50,
        lensHeight: 40,
        bridge: 18,
        templeLength: 145,
        totalWidth: 140,
      })),
    },
    ...rest,
  } as CatalogueProduct;
}

const products = [
  frame('1', { prices: prices(90), popularity: 5, arrival: 3, shape: 'round', colours: ['black', 'red'] }),
  frame('2', { prices: prices(150), popularity: 9, arrival: 1, shape: 'square', colours: ['red'] }),
  frame('3', {
    prices: prices(60, 80),
    popularity: 1,
    arrival: 2,
    shape: 'round',
    colours: ['gold'],
    brandId: 'ocello',
  }),
];
const ids = (list: CatalogueProduct[]) => list.map((product) => product.id);

describe('sorting', () => {
  it('orders by the price paid, popularity or arrival', () => {
    expect(ids(sortProducts(products, 'price-asc', 'EUR'))).toEqual(['3', '1', '2']);
    expect(ids(sortProducts(products, 'price-desc', 'EUR'))).toEqual(['2', '1', '3']);
    expect(ids(sortProducts(products, 'popularity-desc', 'EUR'))).toEqual(['2', '1', '3']);
    expect(ids(sortProducts(products, 'arrivalDate-desc', 'EUR'))).toEqual(['1', '3', '2']);
  });
});

describe('filtering and facets', () => {
  it('matches any value within a group and every group', () => {
    const query = parseListQuery({ shape: 'round', colour: ['red', 'gold'] });
    expect(ids(runList(products, query, 'EUR', 24).products).sort()).toEqual(['1', '3']);
    const narrower = parseListQuery({ shape: 'round', colour: 'red' });
    expect(ids(runList(products, narrower, 'EUR', 24).products)).toEqual(['1']);
  });

  it('counts each value as if it were added, other groups applied', () => {
    const result = runList(products, parseListQuery({ shape: 'round' }), 'EUR', 24);
    expect(result.facets.shape).toEqual([
      { value: 'round', count: 2, selected: true },
      { value: 'square', count: 1, selected: false },
    ]);
    expect(result.facets.colour).toEqual([
      { value: 'black', count: 1, selected: false },
      { value: 'gold', count: 1, selected: false },
      { value: 'red', count: 1, selected: false },
    ]);
  });

  it('leaves out groups with nothing to choose and keeps selected values with no match', () => {
    const result = runList(products, parseListQuery({ material: 'metal' }), 'EUR', 24);
    expect(result.total).toBe(0);
    expect(result.facets.material).toEqual([
      { value: 'acetate', count: 3, selected: false },
      { value: 'metal', count: 0, selected: true },
    ]);
    expect(result.facets.gender).toBeUndefined();
  });

  it('filters by the price in the storefront currency and reports the span', () => {
    const query = parseListQuery({ priceMin: '80', priceMax: '120' });
    expect(ids(runList(products, query, 'EUR', 24).products)).toEqual(['1']);
    expect(runList(products, query, 'EUR', 24).priceSpan).toEqual({ min: 60, max: 150 });
    expect(ids(runList(products, query, 'CHF', 24).products)).toEqual(['3']);
  });

  it('pages through the results and clamps a page past the end', () => {
    const first = runList(products, parseListQuery({ sort: 'price-asc' }), 'EUR', 2);
    expect(first.pageCount).toBe(2);
    expect(ids(first.products)).toEqual(['3', '1']);
    const past = runList(products, parseListQuery({ sort: 'price-asc', page: '9' }), 'EUR', 2);
    expect(past.page).toBe(2);
    expect(ids(past.products)).toEqual(['2']);
  });
});

describe('list URLs', () => {
  it('ignores malformed parameters and unknown sortings', () => {
    const query = parseListQuery({ shape: '<script>', sort: 'cheapest', page: '-1', priceMin: 'abc' });
    expect(query).toEqual({ filters: {}, sort: 'popularity-desc', page: 1 });
  });

  it('reads comma-separated and repeated values and writes one canonical form', () => {
    const query = parseListQuery({
      colour: 'red,gold',
      shape: ['round', 'oval'],
      sort: 'price-desc',
      page: '2',
    });
    expect(listQueryString(query)).toBe(
      '?shape=round&shape=oval&colour=red&colour=gold&sort=price-desc&page=2',
    );
  });

  it('toggles a value and returns to the first page', () => {
    const query = parseListQuery({ shape: 'round', page: '3' });
    expect(listQueryString(toggleFilter(query, 'shape', 'round'))).toBe('');
    expect(listQueryString(toggleFilter(query, 'colour', 'red'))).toBe('?shape=round&colour=red');
  });

  it('swaps a price range given the wrong way round', () => {
    expect(parseListQuery({ priceMin: '200', priceMax: '50' })).toMatchObject({
      priceMin: 50,
      priceMax: 200,
    });
  });
});
