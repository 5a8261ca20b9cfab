/**
 * The catalogue's fixed vocabularies, shared by the Payload collections, the demo data generator, the read
 * model and the pages. Plain values only (the Payload config imports this file). Shoppers see each value
 * through the `catalogue` messages (`catalogue.shape.round`, …).
 */

/** The three product kinds and their URL codes: /l/pg/…, /p/sg/…, /l/mix/… (contact lenses), /p/cl/…. */
export const PRODUCT_KINDS = ['glasses', 'sunglasses', 'contactLenses'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const PRODUCT_URL_CODE: Record<ProductKind, 'pg' | 'sg' | 'cl'> = {
  glasses: 'pg',
  sunglasses: 'sg',
  contactLenses: 'cl',
};

export const FRAME_SHAPES = [
  'round',
  'oval',
  'rectangular',
  'square',
  'catEye',
  'aviator',
  'browline',
  'butterfly',
] as const;
export type FrameShape = (typeof FRAME_SHAPES)[number];

export const FRAME_MATERIALS = ['acetate', 'metal', 'titanium', 'plastic', 'mixed'] as const;
export type FrameMaterial = (typeof FRAME_MATERIALS)[number];

export const GENDERS = ['women', 'men', 'unisex', 'kids'] as const;
export type Gender = (typeof GENDERS)[number];

export const FACE_SHAPES = ['round', 'oval', 'square', 'heart', 'long'] as const;
export type FaceShape = (typeof FACE_SHAPES)[number];

/** Frame colours with the hex value the product images are drawn in. */
export const FRAME_COLOURS = {
  black: '#1b1b1f',
  tortoise: '#6b3f1d',
  brown: '#7a4b2a',
  gold: '#c9a227',
  silver: '#b8bcc2',
  gunmetal: '#4a4f57',
  blue: '#1f4e9c',
  red: '#a3202c',
  green: '#2f6b3a',
  pink: '#d67a9c',
  transparent: '#d9dde3',
  white: '#f2f2ee',
} as const;
export type FrameColour = keyof typeof FRAME_COLOURS;
export const FRAME_COLOUR_NAMES = Object.keys(FRAME_COLOURS) as FrameColour[];

/** Sun lens tints (sunglasses only), with the hex value of the drawn lens. */
export const LENS_TINTS = {
  grey: '#3d4148',
  brown: '#5a3b22',
  green: '#2e4a33',
  blueMirror: '#2b5d9b',
  goldMirror: '#b8862b',
  gradientGrey: '#6b7078',
} as const;
export type LensTint = keyof typeof LENS_TINTS;
export const LENS_TINT_NAMES = Object.keys(LENS_TINTS) as LensTint[];

/** Frame sizes by total frame width: S up to 134 mm, M up to 142 mm, L above. */
export const FRAME_SIZES = ['S', 'M', 'L'] as const;
export type FrameSize = (typeof FRAME_SIZES)[number];

export const BADGES = ['new', 'sale', 'bestseller'] as const;
export type Badge = (typeof BADGES)[number];

export const CONTACT_LENS_TYPES = ['daily', 'twoWeekly', 'monthly'] as const;
export type ContactLensType = (typeof CONTACT_LENS_TYPES)[number];

export const CONTACT_LENS_DESIGNS = ['spherical', 'toric', 'multifocal'] as const;
export type ContactLensDesign = (typeof CONTACT_LENS_DESIGNS)[number];

/** Every storefront currency; each price is kept in each of them (no conversion at run time). */
export const CURRENCIES = ['EUR', 'CHF', 'SEK', 'NOK', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Spec §3 "Sorting select": exactly these four. */
export const SORTINGS = ['price-asc', 'price-desc', 'popularity-desc', 'arrivalDate-desc'] as const;
export type Sorting = (typeof SORTINGS)[number];
export const DEFAULT_SORTING: Sorting = 'popularity-desc';

/** Products on one list page. */
export const PAGE_SIZE = 24;

/** What a frame is suited for beyond single-vision lenses (the varifocal and prescription-sunglasses lists). */
export const SUITABILITIES = ['varifocal', 'prescription'] as const;
export type Suitability = (typeof SUITABILITIES)[number];
