import { describe, expect, it } from 'vitest';
import type { Catalogue, CatalogueProduct } from '@/modules/catalogue';
import { LISTS } from '@/modules/catalogue';
import deDE from '../../../messages/de-DE/catalogue.json';
import frFR from '../../../messages/fr-FR/catalogue.json';
import { searchDocuments } from './search-documents';
import { buildSearchIndex, searchCatalogue } from './search-index';

const price = { amount: 100 };
const prices = { EUR: price, CHF: price, SEK: price, NOK: price, GBP: price };

function frame(
  id: string,
  brandId: string,
  brandName: string,
  model: string,
  kind: 'glasses' | 'sunglasses',
  shape: string,
  colours: string[],
  popularity = 10,
): CatalogueProduct {
  return {
    id,
    kind,
    brandId,
    brandName,
    model,
    name: `${brandName} ${model}`,
    description: '',
    popularity,
    arrival: 0,
    badges: [],
    prices,
    frame: {
      shape,
      material: 'acetate',
      gender: 'unisex',
      faceShapes: [],
      suitableFor: [],
      displayStores: [],
      variants: colours.map((colour, index) => ({
        id: `${id}-0${index + 1}`,
        colour,
        size: 'M',
        lensWidth: 50,
        lensHeight: 40,
        bridge: 20,
        templeLength: 145,
        totalWidth: 138,
      })),
    },
  } as CatalogueProduct;
}

const products: CatalogueProduct[] = [
  frame('100001', 'alpenglanz', 'Alpenglanz', 'Cato 3228', 'glasses', 'round', ['black', 'green']),
  frame('100002', 'cafe-noir', 'Café Noir', 'Élise 2041', 'glasses', 'catEye', ['tortoise']),
  frame('100003', 'alpenglanz', 'Alpenglanz', 'Mira 1100', 'glasses', 'square', ['white'], 500),
  frame('200001', 'helioform', 'Helioform', 'Noor 8133', 'sunglasses', 'aviator', ['gold']),
  {
    ...frame('300001', 'clearday', 'ClearDay', 'Comfort 30', 'glasses', 'round', []),
    kind: 'contactLenses',
    frame: undefined,
    contactLens: {
      lensType: 'daily',
      design: 'spherical',
      baseCurves: [8.6],
      diameter: 14.2,
      sphere: { min: -6, max: 4, step: 0.25 },
      cylinders: [],
      additions: [],
      packages: [],
    },
  } as CatalogueProduct,
];

const catalogue: Catalogue = {
  stamp: 'test',
  products,
  byId: new Map(products.map((product) => [product.id, product])),
  brands: new Map(
    [
      ['alpenglanz', 'Alpenglanz'],
      ['cafe-noir', 'Café Noir'],
      ['helioform', 'Helioform'],
      ['clearday', 'ClearDay'],
    ].map(([id, name]) => [id!, { id: id!, name: name!, description: '' }]),
  ),
};

const german = buildSearchIndex(searchDocuments(catalogue, LISTS, deDE));
const french = buildSearchIndex(searchDocuments(catalogue, LISTS, frFR));

describe('catalogue search', () => {
  it('finds a product by brand and model', () => {
    expect(searchCatalogue(german, 'Helioform Noor').products).toEqual(['200001']);
  });

  it('tolerates typos', () => {
    expect(searchCatalogue(german, 'Heliofrom').products).toEqual(['200001']);
    expect(searchCatalogue(german, 'alpenglans').brands).toEqual([{ ref: 'alpenglanz', name: 'Alpenglanz' }]);
  });

  it('ignores accents and case', () => {
    expect(searchCatalogue(german, 'CAFE NOIR ELISE').products).toEqual(['100002']);
    expect(searchCatalogue(german, 'café').brands).toEqual([{ ref: 'cafe-noir', name: 'Café Noir' }]);
  });

  it('finds German umlauts typed with and without them', () => {
    for (const query of ['Brille grün', 'Brille gruen', 'brille grun']) {
      expect(searchCatalogue(german, query).products).toEqual(['100001']);
    }
  });

  it('understands the locale language: colours, shapes and kinds', () => {
    expect(searchCatalogue(german, 'Sonnenbrille Pilot').products).toEqual(['200001']);
    expect(searchCatalogue(french, 'lunettes de soleil aviateur').products).toEqual(['200001']);
    expect(searchCatalogue(german, 'Tageslinsen').products).toEqual(['300001']);
  });

  it('suggests while typing: the last word is a prefix', () => {
    expect(searchCatalogue(german, 'Alpengl').brands.map((brand) => brand.ref)).toEqual(['alpenglanz']);
    expect(searchCatalogue(german, 'sonnenbr').categories).toContainEqual({
      ref: 'sg/200',
      name: 'Sonnenbrillen',
    });
  });

  it('ranks the more popular of equal matches first', () => {
    expect(searchCatalogue(german, 'Alpenglanz').products).toEqual(['100003', '100001']);
  });

  it('falls back to products matching some of the words, and says so', () => {
    const hits = searchCatalogue(german, 'Helioform Zebrastreifen');
    expect(hits.products).toEqual(['200001']);
    expect(hits.partial).toBe(true);
    expect(searchCatalogue(german, 'Helioform').partial).toBe(false);
  });

  it('answers nothing for a query without words or without matches', () => {
    expect(searchCatalogue(german, '  ').products).toEqual([]);
    expect(searchCatalogue(german, 'xylophon').products).toEqual([]);
  });
});
