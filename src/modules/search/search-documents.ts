import type { Catalogue, CatalogueProduct, ListDefinition } from '@/modules/catalogue';

/** What the search index holds: products, brands and the mega-menu's categories, in one locale. */
export interface SearchDocument {
  id: string;
  type: 'product' | 'brand' | 'category';
  /** product id, brand id or list id */
  ref: string;
  name: string;
  brand?: string;
  model?: string;
  keywords: string;
  popularity: number;
}

/** The catalogue's translated vocabulary (`catalogue` messages): group → value → label. */
export type Vocabulary = Record<string, unknown>;

function label(vocabulary: Vocabulary, group: string, value: string): string {
  const labels = vocabulary[group];
  const text = labels && typeof labels === 'object' ? (labels as Record<string, unknown>)[value] : undefined;
  return typeof text === 'string' ? text : '';
}

/** The words a shopper may use for a product beyond its name: kind, shape, material, colours, lens type… */
function productKeywords(product: CatalogueProduct, vocabulary: Vocabulary): string {
  const words = [label(vocabulary, 'kind', product.kind), label(vocabulary, 'kindPlural', product.kind)];
  if (product.frame) {
    words.push(
      label(vocabulary, 'shape', product.frame.shape),
      label(vocabulary, 'material', product.frame.material),
      label(vocabulary, 'gender', product.frame.gender),
    );
    for (const variant of product.frame.variants) {
      words.push(label(vocabulary, 'colour', variant.colour));
      if (variant.tint) words.push(label(vocabulary, 'tint', variant.tint));
    }
    for (const suitability of product.frame.suitableFor) {
      words.push(label(vocabulary, 'suitability', suitability));
    }
  }
  if (product.contactLens) {
    words.push(
      label(vocabulary, 'lensType', product.contactLens.lensType),
      label(vocabulary, 'design', product.contactLens.design),
    );
  }
  return [...new Set(words.filter(Boolean))].join(' ');
}

export function searchDocuments(
  catalogue: Catalogue,
  lists: readonly ListDefinition[],
  vocabulary: Vocabulary,
): SearchDocument[] {
  const products = catalogue.products.map((product): SearchDocument => ({
    id: `product:${product.id}`,
    type: 'product',
    ref: product.id,
    name: product.name,
    brand: product.brandName,
    model: product.model,
    keywords: productKeywords(product, vocabulary),
    popularity: product.popularity,
  }));
  const brandPopularity = new Map<string, number>();
  for (const product of catalogue.products) {
    brandPopularity.set(product.brandId, (brandPopularity.get(product.brandId) ?? 0) + product.popularity);
  }
  const brands = [...catalogue.brands.values()].map((brand): SearchDocument => ({
    id: `brand:${brand.id}`,
    type: 'brand',
    ref: brand.id,
    name: brand.name,
    keywords: '',
    popularity: brandPopularity.get(brand.id) ?? 0,
  }));
  const categories = lists.map((list): SearchDocument => ({
    id: `category:${list.code}-${list.id}`,
    type: 'category',
    ref: `${list.code}/${list.id}`,
    name: label(vocabulary, 'lists', list.titleKey),
    keywords: label(vocabulary, 'kindPlural', list.kind),
    popularity: 0,
  }));
  return [...categories, ...brands, ...products];
}
