import type {
  Badge,
  ContactLensDesign,
  ContactLensType,
  Currency,
  FaceShape,
  FrameColour,
  FrameMaterial,
  FrameShape,
  Gender,
  LensTint,
  ProductKind,
  Suitability,
} from '../../../src/modules/catalogue/constants';

export type PriceList = Record<Currency, { regular: number; sale?: number }>;

export interface FrameVariantRow {
  id: string;
  colour: FrameColour;
  tint?: LensTint;
  lensWidth: number;
  lensHeight: number;
  bridge: number;
  templeLength: number;
  totalWidth: number;
}

export interface PackageRow {
  id: string;
  lenses: number;
  prices: PriceList;
}

/** One product as the generator makes it, before it is written to the `products` tables. */
export interface ProductRow {
  id: string;
  kind: ProductKind;
  brand: string;
  model: string;
  popularity: number;
  arrivalDate: string;
  badges: Badge[];
  frame?: {
    shape: FrameShape;
    material: FrameMaterial;
    gender: Gender;
    faceShapes: FaceShape[];
    suitableFor: Suitability[];
    prices: PriceList;
    variants: FrameVariantRow[];
  };
  contactLens?: {
    lensType: ContactLensType;
    design: ContactLensDesign;
    baseCurves: string;
    diameter: number;
    sphereMin: number;
    sphereMax: number;
    sphereStep: number;
    cylinders?: string;
    axisStep?: number;
    additions?: string;
    packages: PackageRow[];
  };
}
