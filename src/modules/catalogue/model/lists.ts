import type { ProductKind } from '../constants';
import { FILTERS, type FilterKey } from './filters';
import type { CatalogueProduct } from './product';

/** The URL code of a list: /l/pg/{id} glasses, /l/sg/{id} sunglasses, /l/mix/{id} contact lenses. */
export type ListCode = 'pg' | 'sg' | 'mix';

export interface ListDefinition {
  id: string;
  code: ListCode;
  kind: ProductKind;
  /** message key under catalogue.lists */
  titleKey: string;
  /** a fixed narrowing of the kind: products must have one of these values */
  preset?: { key: FilterKey | 'suitableFor'; values: string[] };
}

/** The lists the mega-menu links to (scripts/demo-data/navigation.ts). */
export const LISTS: readonly ListDefinition[] = [
  { id: '100', code: 'pg', kind: 'glasses', titleKey: 'glassesAll' },
  {
    id: '110',
    code: 'pg',
    kind: 'glasses',
    titleKey: 'glassesWomen',
    preset: { key: 'gender', values: ['women', 'unisex'] },
  },
  {
    id: '120',
    code: 'pg',
    kind: 'glasses',
    titleKey: 'glassesMen',
    preset: { key: 'gender', values: ['men', 'unisex'] },
  },
  {
    id: '130',
    code: 'pg',
    kind: 'glasses',
    titleKey: 'glassesVarifocal',
    preset: { key: 'suitableFor', values: ['varifocal'] },
  },
  { id: '200', code: 'sg', kind: 'sunglasses', titleKey: 'sunglassesAll' },
  {
    id: '210',
    code: 'sg',
    kind: 'sunglasses',
    titleKey: 'sunglassesWomen',
    preset: { key: 'gender', values: ['women', 'unisex'] },
  },
  {
    id: '220',
    code: 'sg',
    kind: 'sunglasses',
    titleKey: 'sunglassesMen',
    preset: { key: 'gender', values: ['men', 'unisex'] },
  },
  {
    id: '230',
    code: 'sg',
    kind: 'sunglasses',
    titleKey: 'sunglassesPrescription',
    preset: { key: 'suitableFor', values: ['prescription'] },
  },
  { id: '300', code: 'mix', kind: 'contactLenses', titleKey: 'contactLensesAll' },
  {
    id: '310',
    code: 'mix',
    kind: 'contactLenses',
    titleKey: 'contactLensesDaily',
    preset: { key: 'lensType', values: ['daily'] },
  },
  {
    id: '320',
    code: 'mix',
    kind: 'contactLenses',
    titleKey: 'contactLensesMonthly',
    preset: { key: 'lensType', values: ['monthly'] },
  },
];

export function findList(code: string, id: string): ListDefinition | undefined {
  return LISTS.find((list) => list.code === code && list.id === id);
}

function presetValues(product: CatalogueProduct, key: FilterKey | 'suitableFor'): readonly string[] {
  return key === 'suitableFor' ? (product.frame?.suitableFor ?? []) : FILTERS[key].valuesOf(product);
}

/** The products a list draws from before the shopper filters. */
export function listScope(list: ListDefinition, products: readonly CatalogueProduct[]): CatalogueProduct[] {
  return products.filter((product) => {
    if (product.kind !== list.kind) return false;
    if (!list.preset) return true;
    const values = presetValues(product, list.preset.key);
    return list.preset.values.some((value) => values.includes(value));
  });
}

/** The list a product's breadcrumb leads back to: the whole list of its kind. */
export function findListOfKind(kind: ProductKind): ListDefinition {
  const list = LISTS.find((candidate) => candidate.kind === kind && !candidate.preset);
  if (!list) throw new Error(`No list for ${kind}`);
  return list;
}
