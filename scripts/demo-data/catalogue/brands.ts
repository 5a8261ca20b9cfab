import type { ProductKind } from '../../../src/modules/catalogue/constants';

/** A fictional brand of the demo catalogue: what it makes, its price tier and its design leanings. */
export interface DemoBrand {
  id: string;
  name: string;
  kinds: readonly ProductKind[];
  /** 1 budget … 4 premium */
  tier: 1 | 2 | 3 | 4;
  /** the country the brand story places it in, for its description */
  origin: string;
}

const FRAMES = ['glasses', 'sunglasses'] as const;

export const DEMO_BRANDS: readonly DemoBrand[] = [
  { id: 'nordlicht', name: 'Nordlicht', kinds: FRAMES, tier: 3, origin: 'DE' },
  { id: 'fjordline', name: 'Fjordline', kinds: FRAMES, tier: 2, origin: 'NO' },
  { id: 'alpenglanz', name: 'Alpenglanz', kinds: ['glasses'], tier: 3, origin: 'AT' },
  { id: 'lumenhaus', name: 'Lumenhaus', kinds: ['glasses'], tier: 2, origin: 'DE' },
  { id: 'vista-nova', name: 'Vista Nova', kinds: FRAMES, tier: 2, origin: 'ES' },
  { id: 'ocello', name: 'Ocello', kinds: FRAMES, tier: 4, origin: 'FR' },
  { id: 'meridia', name: 'Meridia', kinds: ['glasses'], tier: 1, origin: 'NL' },
  { id: 'helioform', name: 'Helioform', kinds: ['sunglasses'], tier: 3, origin: 'DE' },
  { id: 'kaleidos', name: 'Kaleidos', kinds: FRAMES, tier: 2, origin: 'FR' },
  { id: 'solvik', name: 'Solvik', kinds: ['sunglasses'], tier: 2, origin: 'SE' },
  { id: 'mistrale', name: 'Mistralé', kinds: FRAMES, tier: 4, origin: 'FR' },
  { id: 'polaris-bay', name: 'Polaris Bay', kinds: ['sunglasses'], tier: 1, origin: 'GB' },
  { id: 'tundra', name: 'Tundra Eyewear', kinds: FRAMES, tier: 2, origin: 'FI' },
  { id: 'ostsee-optik', name: 'Ostsee Optik', kinds: ['glasses'], tier: 1, origin: 'DE' },
  { id: 'rivalto', name: 'Rivalto', kinds: FRAMES, tier: 3, origin: 'ES' },
  { id: 'cortina-verde', name: 'Cortina Verde', kinds: ['glasses'], tier: 3, origin: 'CH' },
  { id: 'aurelio', name: 'Aurelio', kinds: FRAMES, tier: 4, origin: 'ES' },
  { id: 'hafenblick', name: 'Hafenblick', kinds: ['glasses'], tier: 1, origin: 'DE' },
  { id: 'brume', name: 'Brume', kinds: FRAMES, tier: 2, origin: 'FR' },
  { id: 'sorrento-sun', name: 'Sorrento Sun', kinds: ['sunglasses'], tier: 2, origin: 'ES' },
  { id: 'atelier-lune', name: 'Atelier Lune', kinds: ['glasses'], tier: 4, origin: 'FR' },
  { id: 'vantaa-design', name: 'Vantaa Design', kinds: FRAMES, tier: 3, origin: 'FI' },
  { id: 'glimt', name: 'Glimt', kinds: FRAMES, tier: 1, origin: 'NO' },
  { id: 'oculara', name: 'Oculara', kinds: ['glasses'], tier: 2, origin: 'CH' },
  { id: 'kestrelle', name: 'Kestrelle', kinds: ['sunglasses'], tier: 3, origin: 'GB' },
  { id: 'pupilla', name: 'Pupilla', kinds: ['glasses'], tier: 1, origin: 'NL' },
  { id: 'clearday', name: 'ClearDay', kinds: ['contactLenses'], tier: 2, origin: 'GB' },
  { id: 'aquavista-labs', name: 'AquaVista Labs', kinds: ['contactLenses'], tier: 3, origin: 'DE' },
  { id: 'lentica', name: 'Lentica', kinds: ['contactLenses'], tier: 1, origin: 'NL' },
  { id: 'iriscare', name: 'Iriscare', kinds: ['contactLenses'], tier: 2, origin: 'SE' },
];

export function brandsMaking(kind: ProductKind): DemoBrand[] {
  return DEMO_BRANDS.filter((brand) => brand.kinds.includes(kind));
}
