import type { Suggestions } from './search-service';

export interface SuggestionOption {
  id: string;
  group: 'products' | 'brands' | 'categories';
  name: string;
  href: string;
  detail?: string;
  image?: string;
}

/** The suggestions as one list of options in display order (categories, brands, products), for the combobox's arrow-key navigation. */
export function suggestionOptions(suggestions: Suggestions): SuggestionOption[] {
  return [
    ...suggestions.categories.map((category, index) => ({
      id: `search-option-category-${index}`,
      group: 'categories' as const,
      ...category,
    })),
    ...suggestions.brands.map((brand, index) => ({
      id: `search-option-brand-${index}`,
      group: 'brands' as const,
      ...brand,
    })),
    ...suggestions.products.map((product, index) => ({
      id: `search-option-product-${index}`,
      group: 'products' as const,
      name: product.name,
      href: product.href,
      detail: product.price,
      image: product.image,
    })),
  ];
}
