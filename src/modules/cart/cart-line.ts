import type { Eye, EyeLenses, LensConfiguration } from '@/modules/configurator';

/** Glasses and prescription sunglasses carry their lenses; a contact-lens line one eye's lenses. */
export type LineConfiguration =
  { type: 'lenses'; lenses: LensConfiguration } | { type: 'contactLenses'; eye: Eye; lenses: EyeLenses };

export interface StoredLine {
  id: string;
  sku: string;
  productId: string;
  quantity: number;
  configuration?: LineConfiguration;
}
