import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ProductPageExtender } from '@/modules/catalogue';
import { featureEnabled } from '@/modules/flags';
import { loadMessages } from '@/platform/i18n/messages';
import { TryOnButton } from './TryOnButton';

/**
 * "Try on virtually" beside the pickers of every frame (glasses and sunglasses), for the colour the page
 * shows, where the storefront has the `virtual-try-on` flag on; contact lenses have none.
 */
export const tryOnOnProductPage: ProductPageExtender = async (product, context, sku) => {
  const frame = product.frame;
  if (!frame || frame.variants.length === 0 || !(await featureEnabled('virtual-try-on', context))) return {};
  const [messages, t] = await Promise.all([
    loadMessages(context.locale, ['tryon']),
    getTranslations({ locale: context.locale, namespace: 'catalogue' }),
  ]);
  const variantId = frame.variants.find((variant) => variant.id === sku)?.id ?? frame.variants[0]!.id;
  const variantLabels = Object.fromEntries(
    frame.variants.map((variant) => [
      variant.id,
      [t(`colour.${variant.colour}`), variant.tint && t(`tint.${variant.tint}`), t(`size.${variant.size}`)]
        .filter(Boolean)
        .join(' · '),
    ]),
  );
  return {
    actions: (
      <NextIntlClientProvider locale={context.locale} messages={messages}>
        <TryOnButton
          product={{
            name: product.name,
            frame: { shape: frame.shape, material: frame.material },
            variants: frame.variants,
            variantId,
            variantLabels,
          }}
        />
      </NextIntlClientProvider>
    ),
  };
};
