import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import {
  loadCatalogue,
  relatedProducts,
  type CatalogueProduct,
  type ProductPageExtender,
} from '@/modules/catalogue';
import type { FrameVariant } from '@/modules/catalogue/client';
import { featureEnabled } from '@/modules/flags';
import { loadMessages } from '@/platform/i18n/messages';
import { TryOnButton } from './TryOnButton';
import type { TryOnFrame } from './tryon-product';

/** How many frames of the product page's "similar" list the try-on offers besides the product's own. */
const OTHER_FRAMES = 6;

/** A frame product as the try-on takes it, showing `sku` when it is one of its variants. */
function tryOnFrame(
  product: CatalogueProduct,
  variantLabel: (variant: FrameVariant) => string,
  sku?: string,
): TryOnFrame | undefined {
  const frame = product.frame;
  if (!frame || frame.variants.length === 0) return undefined;
  return {
    id: product.id,
    name: product.name,
    frame: { shape: frame.shape, material: frame.material },
    variants: frame.variants,
    variantId: frame.variants.find((variant) => variant.id === sku)?.id ?? frame.variants[0]!.id,
    variantLabels: Object.fromEntries(frame.variants.map((variant) => [variant.id, variantLabel(variant)])),
  };
}

/**
 * "Try on virtually" beside the pickers of every frame (glasses and sunglasses), for the colour the page
 * shows, with the frames of the page's "similar" list to switch to, where the storefront has the
 * `virtual-try-on` flag on; contact lenses have none.
 */
export const tryOnOnProductPage: ProductPageExtender = async (product, context, sku) => {
  if (!product.frame || product.frame.variants.length === 0) return {};
  if (!(await featureEnabled('virtual-try-on', context))) return {};
  const [messages, t, catalogue] = await Promise.all([
    loadMessages(context.locale, ['tryon']),
    getTranslations({ locale: context.locale, namespace: 'catalogue' }),
    loadCatalogue(context.locale),
  ]);
  const variantLabel = (variant: FrameVariant) =>
    [t(`colour.${variant.colour}`), variant.tint && t(`tint.${variant.tint}`), t(`size.${variant.size}`)]
      .filter(Boolean)
      .join(' · ');
  const own = tryOnFrame(product, variantLabel, sku)!;
  const others = relatedProducts(product, catalogue.products)
    .similar.map((other) => tryOnFrame(other, variantLabel))
    .filter((other) => other !== undefined)
    .slice(0, OTHER_FRAMES);
  return {
    actions: (
      <NextIntlClientProvider locale={context.locale} messages={messages}>
        <TryOnButton product={{ ...own, others }} />
      </NextIntlClientProvider>
    ),
  };
};
