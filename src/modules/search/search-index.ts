import MiniSearch, { type SearchOptions } from 'minisearch';
import type { SearchDocument } from './search-documents';
import { indexTerms, queryTerms, tokenize } from './search-terms';

export interface NamedHit {
  ref: string;
  name: string;
}

export interface SearchHits {
  /** product ids in order of relevance */
  products: string[];
  brands: NamedHit[];
  categories: NamedHit[];
  /** true when no document matched every word and the hits match some of them */
  partial: boolean;
}

export type CatalogueSearchIndex = MiniSearch<SearchDocument>;

/** Edits allowed per word: none for short words (too many false friends), one from 4 letters, two from 8. */
function allowedEdits(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 8 ? 1 : 2;
}

const BASE_OPTIONS: SearchOptions = {
  boost: { name: 3, brand: 2, model: 2, keywords: 1 },
  fuzzy: (term) => allowedEdits(term),
  maxFuzzy: 2,
  // Words are prefixes ("sonnenbr" finds "Sonnenbrille"); a short word only while it is still being typed.
  prefix: (term, index, terms) => term.length >= 3 || (index === terms.length - 1 && term.length >= 2),
  processTerm: (term) => queryTerms(term),
  tokenize,
  // Among equally good matches the popular product comes first (a mild factor: relevance decides).
  boostDocument: (_id, _term, stored) => 1 + Math.log10(1 + Number(stored?.popularity ?? 0)) / 20,
};

export function buildSearchIndex(documents: readonly SearchDocument[]): CatalogueSearchIndex {
  const index = new MiniSearch<SearchDocument>({
    fields: ['name', 'brand', 'model', 'keywords'],
    storeFields: ['type', 'ref', 'name', 'popularity'],
    tokenize,
    processTerm: (term) => indexTerms(term),
    searchOptions: BASE_OPTIONS,
  });
  index.addAll(documents);
  return index;
}

function collect(results: ReturnType<CatalogueSearchIndex['search']>, partial: boolean): SearchHits {
  const hits: SearchHits = { products: [], brands: [], categories: [], partial };
  for (const result of results) {
    const hit = { ref: String(result.ref), name: String(result.name) };
    if (result.type === 'product') hits.products.push(hit.ref);
    else if (result.type === 'brand') hits.brands.push(hit);
    else hits.categories.push(hit);
  }
  return hits;
}

/**
 * Searches products, brands and categories: typo-tolerant, accent- and case-insensitive, every word must
 * match; when no product matches every word, products matching most of the words are returned instead.
 */
export function searchCatalogue(index: CatalogueSearchIndex, query: string): SearchHits {
  if (queryTerms(query).length === 0) return { products: [], brands: [], categories: [], partial: false };
  const strict = collect(index.search(query, { combineWith: 'AND' }), false);
  if (strict.products.length > 0) return strict;
  const relaxed = collect(index.search(query, { combineWith: 'OR' }), true);
  return relaxed.products.length > 0 ? relaxed : strict;
}
