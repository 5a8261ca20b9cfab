import {
  FRAME_COLOUR_NAMES,
  LENS_TINT_NAMES,
  type FaceShape,
  type FrameColour,
  type FrameMaterial,
  type FrameShape,
  type Gender,
  type Suitability,
} from '../../../src/modules/catalogue/constants';
import { integerBetween, pick, pickWeighted, seededRandom } from '../random';
import { brandsMaking, type DemoBrand } from './brands';
import { badgesFor } from './badges';
import { arrivalDate } from './dates';
import { modelName } from './model-names';
import { priceList } from './prices';
import type { FrameVariantRow, ProductRow } from './product-row';

export const GLASSES_COUNT = 620;
export const SUNGLASSES_COUNT = 420;

const SHAPE_WEIGHTS: Record<'glasses' | 'sunglasses', Record<FrameShape, number>> = {
  glasses: { round: 5, oval: 3, rectangular: 6, square: 5, catEye: 3, aviator: 1, browline: 2, butterfly: 1 },
  sunglasses: {
    round: 3,
    oval: 1,
    rectangular: 3,
    square: 4,
    catEye: 3,
    aviator: 4,
    browline: 1,
    butterfly: 3,
  },
};

/** Frames flatter faces of the opposite geometry: angular frames soften round faces, round frames square ones. */
const FACE_SHAPES_BY_FRAME: Record<FrameShape, FaceShape[]> = {
  round: ['square', 'long', 'heart'],
  oval: ['square', 'heart', 'oval'],
  rectangular: ['round', 'oval'],
  square: ['round', 'oval', 'heart'],
  catEye: ['heart', 'round', 'oval'],
  aviator: ['square', 'oval', 'heart'],
  browline: ['round', 'long', 'oval'],
  butterfly: ['long', 'square', 'oval'],
};

const MATERIAL_WEIGHTS: Record<FrameMaterial, number> = {
  acetate: 5,
  metal: 4,
  titanium: 2,
  plastic: 3,
  mixed: 2,
};

const GENDER_WEIGHTS: Record<Gender, number> = { women: 8, men: 7, unisex: 4, kids: 1 };

const METAL_COLOURS: FrameColour[] = ['gold', 'silver', 'gunmetal', 'black'];
const PLASTIC_COLOURS = FRAME_COLOUR_NAMES.filter((colour) => colour !== 'gold' && colour !== 'silver');

const BASE_EUROS: Record<DemoBrand['tier'], [number, number]> = {
  1: [39, 79],
  2: [69, 129],
  3: [109, 189],
  4: [169, 289],
};

function weighted<K extends string>(random: () => number, weights: Record<K, number>): K {
  const keys = Object.keys(weights) as K[];
  return pickWeighted(random, keys, (key) => weights[key]);
}

function variantsOf(
  random: () => number,
  productId: string,
  kind: 'glasses' | 'sunglasses',
  material: FrameMaterial,
  gender: Gender,
): FrameVariantRow[] {
  const palette = material === 'metal' || material === 'titanium' ? METAL_COLOURS : PLASTIC_COLOURS;
  const colourCount = integerBetween(random, 1, 4);
  const colours = [...palette].sort(() => random() - 0.5).slice(0, colourCount);
  const baseLens = gender === 'kids' ? integerBetween(random, 44, 47) : integerBetween(random, 48, 54);
  const sizes = random() < 0.45 ? [baseLens, Math.min(baseLens + 3, 58)] : [baseLens];
  const lensHeight = integerBetween(random, kind === 'sunglasses' ? 40 : 32, kind === 'sunglasses' ? 52 : 44);
  const bridge = integerBetween(random, 16, 20);
  const templeLength = gender === 'kids' ? 135 : pick(random, [140, 145, 145, 150]);
  let order = 0;
  return colours.flatMap((colour) => {
    const tint = kind === 'sunglasses' ? pick(random, LENS_TINT_NAMES) : undefined;
    return sizes.map((lensWidth) => {
      order += 1;
      const totalWidth = Math.min(
        150,
        Math.max(124, 2 * lensWidth + bridge + integerBetween(random, 12, 16)),
      );
      return {
        id: `${productId}-${String(order).padStart(2, '0')}`,
        colour,
        ...(tint ? { tint } : {}),
        lensWidth,
        lensHeight: Math.min(52, Math.max(30, lensHeight + Math.round((lensWidth - baseLens) / 2))),
        bridge,
        templeLength,
        totalWidth,
      };
    });
  });
}

function generateFrames(kind: 'glasses' | 'sunglasses', count: number, seed: number, firstId: number) {
  const random = seededRandom(seed);
  const brands = brandsMaking(kind);
  const used = new Set<string>();
  const rows: ProductRow[] = [];
  for (let index = 0; index < count; index++) {
    const id = String(firstId + index);
    const brand = pick(random, brands);
    const shape = weighted(random, SHAPE_WEIGHTS[kind]);
    const material = weighted(random, MATERIAL_WEIGHTS);
    const gender = weighted(random, GENDER_WEIGHTS);
    const variants = variantsOf(random, id, kind, material, gender);
    const [low, high] = BASE_EUROS[brand.tier];
    const onSale = random() < 0.15;
    const popularity = Math.round(10000 * random() ** 3);
    const arrival = arrivalDate(random);
    const suitableFor: Suitability[] = [];
    if (kind === 'glasses' && variants.every((variant) => variant.lensHeight >= 34))
      suitableFor.push('varifocal');
    if (kind === 'sunglasses' && random() < 0.4) suitableFor.push('prescription');
    rows.push({
      id,
      kind,
      brand: brand.id,
      model: modelName(random, used),
      popularity,
      arrivalDate: arrival,
      badges: badgesFor(arrival, onSale, popularity),
      frame: {
        shape,
        material,
        gender,
        faceShapes: FACE_SHAPES_BY_FRAME[shape],
        suitableFor,
        prices: priceList(
          integerBetween(random, low, high),
          onSale ? pick(random, [0.2, 0.25, 0.3, 0.4]) : undefined,
        ),
        variants,
      },
    });
  }
  return rows;
}

/** The demo glasses (ids from 100001) and sunglasses (from 200001); the same on every machine. */
export function generateGlasses(): ProductRow[] {
  return generateFrames('glasses', GLASSES_COUNT, 1001, 100001);
}

export function generateSunglasses(): ProductRow[] {
  return generateFrames('sunglasses', SUNGLASSES_COUNT, 2002, 200001);
}
