import { getTranslations } from 'next-intl/server';
import type { LocaleCode } from '@/platform/locale/locales';
import type { CatalogueProduct, FrameVariant } from '../../model/product';
import { ModelSlider } from './ModelSlider';
import { MODEL_POSITIONS } from './positions';

/** The 3D model slider of a frame variant, with its labels in the page's language. */
export async function ProductModel3d({
  product,
  variant,
  locale,
}: {
  product: CatalogueProduct;
  variant: FrameVariant;
  locale: LocaleCode;
}) {
  if (!product.frame) return null;
  const t = await getTranslations({ locale, namespace: 'catalogue' });
  return (
    <ModelSlider
      key={variant.id}
      frame={{ shape: product.frame.shape, material: product.frame.material }}
      variant={variant}
      labels={{
        region: t('product.model3d.region'),
        open: t('product.model3d.open'),
        close: t('product.model3d.close'),
        loading: t('product.model3d.loading'),
        canvas: t('product.model3d.canvasLabel', { name: product.name }),
        slider: t('product.model3d.sliderLabel'),
        positions: Array.from({ length: MODEL_POSITIONS }, (_, index) =>
          t('product.model3d.position', { number: index + 1, count: MODEL_POSITIONS }),
        ),
        unavailable: t('product.model3d.unavailable'),
      }}
    />
  );
}
