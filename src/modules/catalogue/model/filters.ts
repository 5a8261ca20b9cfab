import {
  CONTACT_LENS_TYPES,
  FACE_SHAPES,
  FRAME_COLOUR_NAMES,
  FRAME_MATERIALS,
  FRAME_SHAPES,
  FRAME_SIZES,
  GENDERS,
} from '../constants';
import type { CatalogueProduct } from './product';

/** The filter groups of a list, in the order the filter panel shows them; each is a URL parameter. */
export const FILTER_KEYS = [
  'brand',
  'shape',
  'colour',
  'material',
  'size',
  'gender',
  'lensType',
  'pack',
  'face',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface FilterDefinition {
  /** the values a product has for this group (a product matches when it has any selected value) */
  valuesOf(product: CatalogueProduct): readonly string[];
  /** the allowed values in display order; undefined: whatever the products have (brands, package sizes) */
  order?: readonly string[];
  /** shown in the filter panel; the face-shape group is set only by the face-shape finder (a custom filter) */
  inPanel: boolean;
}

const unique = <T>(values: T[]): T[] => [...new Set(values)];

export const FILTERS: Record<FilterKey, FilterDefinition> = {
  brand: { valuesOf: (product) => [product.brandId], inPanel: true },
  shape: {
    valuesOf: (product) => (product.frame ? [product.frame.shape] : []),
    order: FRAME_SHAPES,
    inPanel: true,
  },
  colour: {
    valuesOf: (product) => unique(product.frame?.variants.map((variant) => variant.colour) ?? []),
    order: FRAME_COLOUR_NAMES,
    inPanel: true,
  },
  material: {
    valuesOf: (product) => (product.frame ? [product.frame.material] : []),
    order: FRAME_MATERIALS,
    inPanel: true,
  },
  size: {
    valuesOf: (product) => unique(product.frame?.variants.map((variant) => variant.size) ?? []),
    order: FRAME_SIZES,
    inPanel: true,
  },
  gender: {
    valuesOf: (product) => (product.frame ? [product.frame.gender] : []),
    order: GENDERS,
    inPanel: true,
  },
  lensType: {
    valuesOf: (product) => (product.contactLens ? [product.contactLens.lensType] : []),
    order: CONTACT_LENS_TYPES,
    inPanel: true,
  },
  pack: {
    valuesOf: (product) => product.contactLens?.packages.map((pack) => String(pack.lenses)) ?? [],
    inPanel: true,
  },
  face: { valuesOf: (product) => product.frame?.faceShapes ?? [], order: FACE_SHAPES, inPanel: false },
};
