import { describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../model/product';
import { jsonLdText, productStructuredData } from './product-structured-data';

const product = {
  id: '100600',
  name: 'Nordlicht Aurora',
  brandName: 'Nordlicht',
  description: 'A round frame.',
} as CatalogueProduct;

describe('product structured data', () => {
  it('describes the product and its offer in the storefront currency, with what other modules add', () => {
    const data = productStructuredData({
      product,
      sku: '100600-1',
      price: { amount: 129, strike: 159 },
      currency: 'CHF',
      url: 'https://shop.example/p/pg/100600',
      extension: { aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.5', reviewCount: 12 } },
    });
    expect(data).toMatchObject({
      '@type': 'Product',
      sku: '100600-1',
      brand: { '@type': 'Brand', name: 'Nordlicht' },
      offers: { '@type': 'Offer', price: '129.00', priceCurrency: 'CHF' },
      aggregateRating: { ratingValue: '4.5', reviewCount: 12 },
    });
    expect(data).not.toHaveProperty('image');
  });

  it('says in stock unless another module tells the offer otherwise', () => {
    const base = {
      product,
      sku: '100600-1',
      price: { amount: 129 },
      currency: 'EUR' as const,
      url: 'https://x/p',
    };
    expect(productStructuredData(base).offers).toMatchObject({ availability: 'https://schema.org/InStock' });
    const soldOut = productStructuredData({
      ...base,
      offer: { availability: 'https://schema.org/OutOfStock' },
    });
    expect(soldOut.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock', price: '129.00' });
  });

  it('cannot close its script element', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
    expect(JSON.parse(jsonLdText({ name: '</script>' }))).toEqual({ name: '</script>' });
  });
});
