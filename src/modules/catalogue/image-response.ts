import { LRUCache } from 'lru-cache';
import { onInvalidate } from '@/platform/cache/invalidation';
import { DEFAULT_LOCALE } from '@/platform/locale/locales';
import { contactLensPackSvg, frameDrawing, frameSvg, FRAME_VIEWS, type FrameView } from './images';
import { loadCatalogue } from './model/catalogue-store';

const rendered = new LRUCache<string, string>({ max: 2000 });
onInvalidate('catalogue', () => rendered.clear());

/** Package boxes take the brand's accent; any stable colour per brand will do. */
const PACK_ACCENTS = ['#1f4e9c', '#0f766e', '#7c3aed', '#b45309', '#be123c'];

function accentOf(brandId: string): string {
  let hash = 0;
  for (const char of brandId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PACK_ACCENTS[hash % PACK_ACCENTS.length]!;
}

async function render(asset: string, file: string): Promise<string | undefined> {
  const match = /^(\d+)-(p?\d+)$/.exec(asset);
  const view = file.replace(/\.svg$/, '');
  if (!match || !file.endsWith('.svg')) return undefined;
  const product = (await loadCatalogue(DEFAULT_LOCALE)).byId.get(match[1]!);
  if (!product) return undefined;
  if (product.frame && (FRAME_VIEWS as readonly string[]).includes(view)) {
    const variant = product.frame.variants.find((candidate) => candidate.id === asset);
    if (!variant) return undefined;
    return frameSvg(frameDrawing(product.frame, variant), view as FrameView);
  }
  const lens = product.contactLens;
  const pack = lens?.packages.find((candidate) => candidate.id === asset);
  if (lens && pack && view === 'package') {
    return contactLensPackSvg({
      lensType: lens.lensType,
      design: lens.design,
      packageSize: pack.lenses,
      accent: accentOf(product.brandId),
    });
  }
  return undefined;
}

/**
 * A generated product image: `/assets/products/{variantId}/{front|threeQuarter|side}.svg` for a frame
 * variant, `/assets/products/{packageId}/package.svg` for a contact-lens package. 404 for anything else.
 */
export async function productImageResponse(asset: string, file: string): Promise<Response> {
  const key = `${asset}/${file}`;
  let svg = rendered.get(key);
  if (svg === undefined) {
    svg = await render(asset, file);
    if (svg === undefined) return new Response('Not found', { status: 404 });
    rendered.set(key, svg);
  }
  return new Response(svg, {
    headers: {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=3600, stale-while-revalidate=86400',
      'x-content-type-options': 'nosniff',
    },
  });
}
