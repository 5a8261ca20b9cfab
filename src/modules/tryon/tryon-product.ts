import type { FrameKind, FrameVariant } from '@/modules/catalogue/client';

/** What the try-on needs of a frame product: its kind, its variants and their colour names, plain data. */
export interface TryOnProduct {
  name: string;
  frame: FrameKind;
  variants: FrameVariant[];
  /** The variant the product page shows. */
  variantId: string;
  /** Each variant's colour (and size) as the page's language says it. */
  variantLabels: Record<string, string>;
}
