import type { FrameKind, FrameVariant } from '@/modules/catalogue/client';

/** What the try-on needs of one frame product: its kind, its variants and their colour names, plain data. */
export interface TryOnFrame {
  /** The product's id, unique among the frames of one try-on. */
  id: string;
  name: string;
  frame: FrameKind;
  variants: FrameVariant[];
  /** The variant shown first. */
  variantId: string;
  /** Each variant's colour (and size) as the page's language says it. */
  variantLabels: Record<string, string>;
}

/** The product page's frame, and the frames of its "similar" list the try-on can switch to. */
export interface TryOnProduct extends TryOnFrame {
  others: TryOnFrame[];
}
