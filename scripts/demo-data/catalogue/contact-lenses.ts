import type { ContactLensDesign, ContactLensType } from '../../../src/modules/catalogue/constants';
import { integerBetween, pick, pickWeighted, seededRandom } from '../random';
import { brandsMaking } from './brands';
import { badgesFor } from './badges';
import { arrivalDate } from './dates';
import { priceList } from './prices';
import type { ProductRow } from './product-row';

export const CONTACT_LENS_COUNT = 84;

/** Package sizes as sold: a month or a quarter of daily lenses, three or six months of the others. */
const PACKAGES: Record<ContactLensType, [number, number]> = {
  daily: [30, 90],
  twoWeekly: [6, 12],
  monthly: [3, 6],
};

/** Euros per lens, by type and design: toric and multifocal lenses cost more. */
const EUROS_PER_LENS: Record<ContactLensType, number> = { daily: 0.75, twoWeekly: 3.2, monthly: 5.5 };
const DESIGN_FACTOR: Record<ContactLensDesign, number> = { spherical: 1, toric: 1.35, multifocal: 1.5 };

const LINES = ['Aqua', 'Comfort', 'Hydra', 'Oxy', 'Pure', 'Silk', 'Vital', 'Breeze', 'Crystal', 'Air'];
const TYPE_SUFFIX: Record<ContactLensType, string> = { daily: '1-Day', twoWeekly: '2-Week', monthly: '30' };
const DESIGN_SUFFIX: Record<ContactLensDesign, string> = {
  spherical: '',
  toric: ' Toric',
  multifocal: ' Multifocal',
};

function parameters(random: () => number, design: ContactLensDesign) {
  const common = {
    baseCurves: pick(random, ['8.4, 8.6', '8.5', '8.6', '8.3, 8.7', '8.7']),
    diameter: pick(random, [14.0, 14.2, 14.3, 14.5]),
    sphereMin: pick(random, [-12, -10, -9]),
    sphereMax: pick(random, [6, 8]),
    sphereStep: 0.25,
  };
  if (design === 'toric') return { ...common, cylinders: '-0.75, -1.25, -1.75, -2.25', axisStep: 10 };
  if (design === 'multifocal')
    return { ...common, sphereMin: -10, sphereMax: 6, additions: '1.00, 1.50, 2.00, 2.50' };
  return common;
}

/** The demo contact lenses (ids from 300001); the same on every machine. */
export function generateContactLenses(): ProductRow[] {
  const random = seededRandom(3003);
  const brands = brandsMaking('contactLenses');
  const rows: ProductRow[] = [];
  const used = new Set<string>();
  while (rows.length < CONTACT_LENS_COUNT) {
    const id = String(300001 + rows.length);
    const brand = pick(random, brands);
    const lensType = pickWeighted(random, ['daily', 'twoWeekly', 'monthly'] as const, (type) =>
      type === 'twoWeekly' ? 1 : 2,
    );
    const design = pickWeighted(random, ['spherical', 'toric', 'multifocal'] as const, (value) =>
      value === 'spherical' ? 5 : value === 'toric' ? 2 : 1,
    );
    const model = `${pick(random, LINES)} ${TYPE_SUFFIX[lensType]}${DESIGN_SUFFIX[design]}`;
    const key = `${brand.id} ${model}`;
    if (used.has(key)) continue;
    used.add(key);
    const perLens = EUROS_PER_LENS[lensType] * DESIGN_FACTOR[design] * (0.8 + brand.tier * 0.15);
    const onSale = random() < 0.12;
    const discount = onSale ? pick(random, [0.1, 0.15, 0.2]) : undefined;
    const popularity = Math.round(10000 * random() ** 2.5);
    const arrival = arrivalDate(random);
    const [small, large] = PACKAGES[lensType];
    rows.push({
      id,
      kind: 'contactLenses',
      brand: brand.id,
      model,
      popularity,
      arrivalDate: arrival,
      badges: badgesFor(arrival, onSale, popularity),
      contactLens: {
        lensType,
        design,
        ...parameters(random, design),
        packages: [small, large].map((lenses, order) => ({
          id: `${id}-p${order + 1}`,
          lenses,
          // the larger package is a little cheaper per lens
          prices: priceList(
            perLens * lenses * (order === 0 ? 1 : 0.92) + integerBetween(random, 0, 2),
            discount,
          ),
        })),
      },
    });
  }
  return rows;
}
