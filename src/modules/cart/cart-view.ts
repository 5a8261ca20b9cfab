import { configuredPrice, eyeLensSummary, lensSummary } from '@/modules/configurator';
import {
  describeSku,
  loadCurrentCatalogue,
  productOfSku,
  productPath,
  skuDetails,
} from '@/modules/catalogue';
import {
  CONTACT_LENS_EYE_TEST_PATH,
  CONTACT_LENS_EYE_TEST_PRICE,
  isContactLensEyeTest,
} from '@/modules/opticians';
import type { RequestContext } from '@/platform/context/request-context';
import { formatNumber } from '@/platform/i18n/format';
import { sectionTranslator } from '@/platform/i18n/translator';
import { MAX_LINE_QUANTITY } from './cart-constants';
import { cartTotals, lineTotal } from './cart-totals';
import type { StoredLine } from './cart-line';

const EYE_TEST_IMAGE = '/assets/eye-test.svg';

/** A cart line as the shopper sees it, priced now from the catalogue. */
export interface CartLineView {
  id: string;
  sku: string;
  productId: string;
  /** absent when the shop no longer sells it; such a line is not charged */
  product?: {
    /** a frame or contact lenses go by post; an eye-test voucher by e-mail */
    shipped: boolean;
    name: string;
    brandName: string;
    kind: string;
    href: string;
    imagePath: string;
    variant: string;
  };
  details: string[];
  quantity: number;
  maxQuantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface CartView {
  currency: string;
  lines: CartLineView[];
  /** whether anything goes by post (else there is no delivery to pay) */
  needsDelivery: boolean;
  itemCount: number;
  subtotal: number;
  shipping: number;
  /** what is still missing for free delivery (0 when reached) */
  freeShippingIn: number;
  total: number;
}

/** The contact-lens eye test: a voucher by e-mail, at the storefront's price. */
async function eyeTestLine(line: StoredLine, context: RequestContext): Promise<CartLineView> {
  const t = await sectionTranslator(context.locale, 'eyeTests');
  const unitPrice = CONTACT_LENS_EYE_TEST_PRICE[context.currency];
  return {
    id: line.id,
    sku: line.sku,
    productId: line.productId,
    quantity: line.quantity,
    maxQuantity: MAX_LINE_QUANTITY,
    product: {
      shipped: false,
      name: t('item.name'),
      brandName: t('item.brand'),
      kind: 'eyeTest',
      href: CONTACT_LENS_EYE_TEST_PATH,
      imagePath: EYE_TEST_IMAGE,
      variant: t('item.variant'),
    },
    details: [t('item.details')],
    unitPrice,
    lineTotal: lineTotal(unitPrice, line.quantity),
  };
}

export async function cartView(lines: StoredLine[], context: RequestContext): Promise<CartView> {
  const catalogue = await loadCurrentCatalogue(context.locale);
  const t = await sectionTranslator(context.locale, 'configurator');
  const format = (value: number) => formatNumber(value, context.locale, { minimumFractionDigits: 2 });
  const views = await Promise.all(
    lines.map(async (line): Promise<CartLineView> => {
      if (isContactLensEyeTest(line.sku)) return eyeTestLine(line, context);
      const product = productOfSku(catalogue, line.sku);
      const base = {
        id: line.id,
        sku: line.sku,
        productId: line.productId,
        quantity: line.quantity,
        maxQuantity: MAX_LINE_QUANTITY,
      };
      if (!product) return { ...base, details: [], unitPrice: 0, lineTotal: 0 };
      const { prices, imagePath } = skuDetails(product, line.sku);
      const price = prices[context.currency].amount;
      const configuration = line.configuration;
      const unitPrice =
        configuration?.type === 'lenses'
          ? configuredPrice(price, configuration.lenses, context.currency)
          : price;
      const details =
        configuration?.type === 'lenses'
          ? lensSummary(t, configuration.lenses, (value, digits) =>
              formatNumber(value, context.locale, { minimumFractionDigits: digits }),
            )
          : configuration?.type === 'contactLenses'
            ? eyeLensSummary(t, configuration.eye, configuration.lenses, format)
            : [];
      return {
        ...base,
        product: {
          shipped: true,
          name: product.name,
          brandName: product.brandName,
          kind: product.kind,
          href: `${productPath(product)}?variant=${encodeURIComponent(line.sku)}`,
          imagePath,
          variant: await describeSku(product, line.sku, context.locale),
        },
        details,
        unitPrice,
        lineTotal: lineTotal(unitPrice, line.quantity),
      };
    }),
  );
  return {
    currency: context.currency,
    lines: views,
    ...cartTotals(
      views.map((line) => ({
        lineTotal: line.lineTotal,
        quantity: line.quantity,
        available: Boolean(line.product),
        shipped: line.product?.shipped ?? false,
      })),
      context.currency,
    ),
  };
}
