import { describe, expect, it } from 'vitest';
import { FRAME_COLOUR_NAMES, PRODUCT_KINDS } from '../../../src/modules/catalogue/constants';
import { SUPPORTED_LOCALES } from '../../../src/platform/locale/locales';
import { generateOwnStores } from '../own-stores';
import { DEMO_BRANDS } from './brands';
import { displayStoreRows } from './display-stores';
import { generateCatalogue } from './index';
import { productTexts } from './texts';

const catalogue = generateCatalogue();
const count = (kind: string) => catalogue.filter((product) => product.kind === kind).length;

describe('demo catalogue', () => {
  it('has the sizes the shop is demonstrated with', () => {
    expect(count('glasses')).toBeGreaterThanOrEqual(600);
    expect(count('sunglasses')).toBeGreaterThanOrEqual(400);
    expect(count('contactLenses')).toBeGreaterThanOrEqual(80);
    const brands = new Set(catalogue.map((product) => product.brand));
    expect(brands.size).toBeGreaterThanOrEqual(25);
    expect([...brands].every((id) => DEMO_BRANDS.some((brand) => brand.id === id))).toBe(true);
  });

  it('is the same on every run', () => {
    expect(JSON.stringify(generateCatalogue())).toBe(JSON.stringify(catalogue));
  });

  it('has unique product and variant ids', () => {
    const ids = catalogue.map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    const variantIds = catalogue.flatMap(
      (product) => product.frame?.variants.map((variant) => variant.id) ?? [],
    );
    expect(new Set(variantIds).size).toBe(variantIds.length);
  });

  it('keeps frame measurements within what the backoffice accepts', () => {
    for (const variant of catalogue.flatMap((product) => product.frame?.variants ?? [])) {
      expect(variant.lensWidth).toBeGreaterThanOrEqual(44);
      expect(variant.lensWidth).toBeLessThanOrEqual(58);
      expect(variant.lensHeight).toBeGreaterThanOrEqual(30);
      expect(variant.lensHeight).toBeLessThanOrEqual(52);
      expect(variant.totalWidth).toBeGreaterThanOrEqual(124);
      expect(variant.totalWidth).toBeLessThanOrEqual(150);
      expect(FRAME_COLOUR_NAMES).toContain(variant.colour);
    }
  });

  it('gives sunglasses a tint and glasses none', () => {
    for (const product of catalogue.filter((candidate) => candidate.frame)) {
      const tinted = product.frame!.variants.every((variant) => variant.tint !== undefined);
      expect(tinted).toBe(product.kind === 'sunglasses');
    }
  });

  it('prices every currency, with sale prices below the regular price and the sale badge on sale', () => {
    for (const product of catalogue) {
      const lists = product.frame
        ? [product.frame.prices]
        : product.contactLens!.packages.map((p) => p.prices);
      for (const prices of lists) {
        for (const { regular, sale } of Object.values(prices)) {
          expect(regular).toBeGreaterThan(0);
          if (sale !== undefined) expect(sale).toBeLessThan(regular);
        }
      }
      const onSale = lists.some((prices) => Object.values(prices).some((price) => price.sale !== undefined));
      expect(product.badges.includes('sale')).toBe(onSale);
    }
  });

  it('covers every kind with contact-lens packages and parameters', () => {
    expect(new Set(catalogue.map((product) => product.kind))).toEqual(new Set(PRODUCT_KINDS));
    for (const product of catalogue.filter((candidate) => candidate.kind === 'contactLenses')) {
      const lens = product.contactLens!;
      expect(lens.packages.length).toBeGreaterThan(0);
      expect(lens.sphereMin).toBeLessThan(lens.sphereMax);
      if (lens.design === 'toric') expect(lens.cylinders).toBeTruthy();
      if (lens.design === 'multifocal') expect(lens.additions).toBeTruthy();
    }
  });

  it('writes a name and a description in the language of each locale', () => {
    const product = catalogue[0]!;
    const brand = DEMO_BRANDS.find((candidate) => candidate.id === product.brand)!;
    const texts = productTexts(product, brand);
    expect(Object.keys(texts)).toEqual([...SUPPORTED_LOCALES]);
    expect(texts['de-DE'].description).toContain('Brille');
    expect(texts['fr-FR'].description).toContain('lunettes');
    expect(texts['fi-FI'].description).toContain('silmälasit');
    expect(texts['de-CH'].description).not.toContain('ß');
  });
});

describe('display stores', () => {
  const stores = generateOwnStores();
  const rows = displayStoreRows(catalogue, stores);
  const storesOf = (id: string) => rows.filter((row) => row.parent === id).length;

  it('puts frames only on display, each in a part of the own stores, deterministically', () => {
    const frames = catalogue.filter((product) => product.kind !== 'contactLenses');
    expect(rows.every((row) => frames.some((frame) => frame.id === row.parent))).toBe(true);
    expect(rows.length / (frames.length * stores.length)).toBeGreaterThan(0.25);
    expect(rows.length / (frames.length * stores.length)).toBeLessThan(0.6);
    expect(displayStoreRows(catalogue, stores)).toEqual(rows);
  });

  it('shows popular frames in more stores', () => {
    const frames = catalogue.filter((product) => product.kind !== 'contactLenses');
    const byPopularity = [...frames].sort((a, b) => a.popularity - b.popularity);
    const average = (list: typeof frames) =>
      list.reduce((sum, frame) => sum + storesOf(frame.id), 0) / list.length;
    expect(average(byPopularity.slice(-100))).toBeGreaterThan(average(byPopularity.slice(0, 100)));
  });
});
