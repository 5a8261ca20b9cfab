import type { CurrencyCode } from '@/platform/locale/locales';

export const PORTFOLIOS = ['essential', 'comfort', 'premium'] as const;
export type Portfolio = (typeof PORTFOLIOS)[number];

/** no_correction: plano lenses, no prescription (frames worn for looks, plano sunglasses). */
export const LENS_TYPES = ['single_vision', 'varifocal', 'reading', 'no_correction'] as const;
export type LensType = (typeof LENS_TYPES)[number];

export const REFRACTION_INDICES = ['1.5', '1.6', '1.67', '1.74'] as const;
export type RefractionIndex = (typeof REFRACTION_INDICES)[number];

/** Varifocal lenses only: how wide the sharp zones are. */
export const FIELDS_OF_VIEW = ['standard', 'comfort', 'wide'] as const;
export type FieldOfView = (typeof FIELDS_OF_VIEW)[number];

/** On top of the anti-reflective coating every lens has. */
export const COATINGS = ['blue_light', 'easy_clean'] as const;
export type Coating = (typeof COATINGS)[number];

export const TINT_COLOURS = ['none', 'grey', 'brown', 'green'] as const;
export type TintColour = (typeof TINT_COLOURS)[number];

/** polarised: sunglasses only. */
export const TINT_TYPES = ['none', 'solid', 'gradient', 'photochromic', 'polarised'] as const;
export type TintType = (typeof TINT_TYPES)[number];

export type OptionPrice = Record<CurrencyCode, number>;

/** One price per storefront currency, kept as shop prices (not converted at run time). */
const price = (EUR: number, SEK: number, GBP: number): OptionPrice => ({
  EUR,
  CHF: EUR,
  SEK,
  NOK: SEK,
  GBP,
});

/** The lens pair's base price by portfolio and lens type. */
export const BASE_PRICES: Record<LensType, Record<Portfolio, OptionPrice>> = {
  single_vision: {
    essential: price(39, 449, 35),
    comfort: price(79, 899, 69),
    premium: price(129, 1490, 109),
  },
  reading: { essential: price(39, 449, 35), comfort: price(79, 899, 69), premium: price(129, 1490, 109) },
  varifocal: {
    essential: price(149, 1690, 129),
    comfort: price(229, 2590, 199),
    premium: price(329, 3690, 289),
  },
  no_correction: { essential: price(0, 0, 0), comfort: price(19, 219, 17), premium: price(39, 449, 35) },
};

export const INDEX_PRICES: Record<RefractionIndex, OptionPrice> = {
  '1.5': price(0, 0, 0),
  '1.6': price(30, 349, 25),
  '1.67': price(60, 690, 52),
  '1.74': price(110, 1250, 95),
};

export const FIELD_OF_VIEW_PRICES: Record<FieldOfView, OptionPrice> = {
  standard: price(0, 0, 0),
  comfort: price(50, 569, 45),
  wide: price(100, 1150, 89),
};

export const COATING_PRICES: Record<Coating, OptionPrice> = {
  blue_light: price(29, 329, 25),
  easy_clean: price(19, 219, 17),
};

export const TINT_TYPE_PRICES: Record<TintType, OptionPrice> = {
  none: price(0, 0, 0),
  solid: price(20, 229, 17),
  gradient: price(30, 349, 25),
  photochromic: price(69, 790, 59),
  polarised: price(49, 569, 42),
};
