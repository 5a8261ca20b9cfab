import { generateCatalogue } from '../../scripts/demo-data/catalogue';
import { generateStock } from '../../scripts/demo-data/stock';
import { NEWSLETTER_EXCLUDED_BRANDS } from '../../src/modules/vouchers/voucher-rules';

/** A fresh address per test run, so runs and tests do not see each other's mail or orders. */
export const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

const stock = new Map(generateStock().map((row) => [row.sku, row.quantity]));

/**
 * Sunglasses skus of the demo data with at least `minStock` units, of brands the newsletter voucher
 * applies to; `skip` leaves out the first ones so tests beside each other take different frames.
 */
export function sunglassesSkus(count: number, { minStock = 1, maxStock = Infinity, skip = 0 } = {}) {
  return generateCatalogue()
    .filter((product) => product.kind === 'sunglasses' && !NEWSLETTER_EXCLUDED_BRANDS.includes(product.brand))
    .flatMap((product) =>
      (product.frame?.variants ?? []).map((variant) => ({ productId: product.id, sku: variant.id })),
    )
    .filter(({ sku }) => (stock.get(sku) ?? 0) >= minStock && (stock.get(sku) ?? 0) <= maxStock)
    .slice(skip, skip + count);
}

/** A frame colour the demo data has sold out. */
export function soldOutSunglasses() {
  const product = generateCatalogue().find(
    (candidate) =>
      candidate.kind === 'sunglasses' &&
      candidate.frame?.variants.some((variant) => stock.get(variant.id) === 0),
  )!;
  const variant = product.frame!.variants.find((candidate) => stock.get(candidate.id) === 0)!;
  return { productId: product.id, sku: variant.id };
}
