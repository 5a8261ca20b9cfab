import type { Brand, Product } from '@/payload/payload-types';
import { CURRENCIES, type Currency } from '../constants';
import { frameSizeOf } from './frame-size';
import type { CatalogueProduct, Prices } from './product';

type PriceGroup = Partial<Record<Lowercase<Currency> | `${Lowercase<Currency>}Sale`, number | null>>;

export function toPrices(group: PriceGroup | null | undefined): Prices {
  const prices = {} as Prices;
  for (const currency of CURRENCIES) {
    const key = currency.toLowerCase() as Lowercase<Currency>;
    const regular = group?.[key] ?? 0;
    const sale = group?.[`${key}Sale`];
    prices[currency] =
      sale != null && sale < regular ? { amount: sale, strike: regular } : { amount: regular };
  }
  return prices;
}

export function decimals(list: string | null | undefined): number[] {
  return (list ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
}

/** The storefront's view of a product document read in one locale (depth 0: the brand is its id). */
export function toCatalogueProduct(doc: Product, brands: ReadonlyMap<string, Brand>): CatalogueProduct {
  const brandId = typeof doc.brand === 'string' ? doc.brand : doc.brand.id;
  const lens = doc.contactLens;
  const packages =
    doc.kind === 'contactLenses'
      ? (lens?.packages ?? []).map((pack) => ({
          id: pack.id ?? '',
          lenses: pack.lenses,
          prices: toPrices(pack.prices),
        }))
      : [];
  const frame = doc.frame;
  return {
    id: doc.id,
    kind: doc.kind,
    brandId,
    brandName: brands.get(brandId)?.name ?? brandId,
    model: doc.model,
    name: doc.name,
    description: doc.description,
    popularity: doc.popularity,
    arrival: Date.parse(doc.arrivalDate),
    badges: doc.badges ?? [],
    prices:
      doc.kind === 'contactLenses' ? (packages[0]?.prices ?? toPrices(undefined)) : toPrices(frame?.prices),
    ...(doc.kind !== 'contactLenses' && frame?.shape && frame.material && frame.gender
      ? {
          frame: {
            shape: frame.shape,
            material: frame.material,
            gender: frame.gender,
            faceShapes: frame.faceShapes ?? [],
            suitableFor: frame.suitableFor ?? [],
            displayStores: (doc.displayStores ?? []).map((store) =>
              typeof store === 'string' ? store : store.id,
            ),
            variants: (frame.variants ?? []).map((variant) => ({
              id: variant.id ?? '',
              colour: variant.colour,
              ...(variant.tint ? { tint: variant.tint } : {}),
              size: frameSizeOf(variant.totalWidth),
              lensWidth: variant.lensWidth,
              lensHeight: variant.lensHeight,
              bridge: variant.bridge,
              templeLength: variant.templeLength,
              totalWidth: variant.totalWidth,
            })),
          },
        }
      : {}),
    ...(doc.kind === 'contactLenses' && lens?.lensType && lens.design && lens.lensParameters
      ? {
          contactLens: {
            lensType: lens.lensType,
            design: lens.design,
            baseCurves: decimals(lens.lensParameters.baseCurves),
            diameter: lens.lensParameters.diameter,
            sphere: {
              min: lens.lensParameters.sphereMin,
              max: lens.lensParameters.sphereMax,
              step: lens.lensParameters.sphereStep,
            },
            cylinders: decimals(lens.lensParameters.cylinders),
            ...(lens.lensParameters.axisStep ? { axisStep: lens.lensParameters.axisStep } : {}),
            additions: decimals(lens.lensParameters.additions),
            packages,
          },
        }
      : {}),
  };
}
