import type {
  Badge,
  ContactLensDesign,
  ContactLensType,
  Currency,
  FaceShape,
  FrameColour,
  FrameMaterial,
  FrameShape,
  FrameSize,
  Gender,
  LensTint,
  ProductKind,
  Suitability,
} from '../constants';

/** A price in one currency: what the shopper pays, and the struck-through regular price when on sale. */
export interface Price {
  amount: number;
  strike?: number;
}
export type Prices = Record<Currency, Price>;

export interface FrameVariant {
  id: string;
  colour: FrameColour;
  tint?: LensTint;
  size: FrameSize;
  lensWidth: number;
  lensHeight: number;
  bridge: number;
  templeLength: number;
  totalWidth: number;
}

export interface LensPackage {
  id: string;
  lenses: number;
  prices: Prices;
}

/** A product as the storefront reads it, in one locale. */
export interface CatalogueProduct {
  id: string;
  kind: ProductKind;
  brandId: string;
  brandName: string;
  model: string;
  name: string;
  description: string;
  popularity: number;
  /** epoch ms */
  arrival: number;
  badges: Badge[];
  /** frames: the frame price; contact lenses: the smallest package's ("from") */
  prices: Prices;
  frame?: {
    shape: FrameShape;
    material: FrameMaterial;
    gender: Gender;
    faceShapes: FaceShape[];
    suitableFor: Suitability[];
    /** ids of the own stores that have the frame on display */
    displayStores: string[];
    variants: FrameVariant[];
  };
  contactLens?: {
    lensType: ContactLensType;
    design: ContactLensDesign;
    baseCurves: number[];
    diameter: number;
    sphere: { min: number; max: number; step: number };
    cylinders: number[];
    axisStep?: number;
    additions: number[];
    packages: LensPackage[];
  };
}
