/**
 * Contact lens product image: a box in three-quarter view with the package size and a lens. The only text
 * is the number and "×", so the image needs no translation.
 */
import {
  CONTACT_LENS_DESIGNS,
  CONTACT_LENS_TYPES,
  type ContactLensDesign,
  type ContactLensType,
} from '../constants';
import { lensDefs, lensDome, lensFront } from './contact-lens-glyphs';
import {
  darken,
  el,
  lighten,
  luminance,
  polylineData,
  svgDocument,
  VIEW_HEIGHT,
  VIEW_WIDTH,
  type Point,
} from './svg-util';

export interface ContactLensPack {
  lensType: ContactLensType;
  design: ContactLensDesign;
  packageSize: number;
  /** Brand colour of the box, `#rrggbb`. */
  accent: string;
}

function validatePack(pack: ContactLensPack): void {
  if (typeof pack.accent !== 'string' || !/^#[0-9a-fA-F]{6}$/.test(pack.accent)) {
    throw new RangeError(`Contact lens accent must be a #rrggbb colour, got ${String(pack.accent)}`);
  }
  if (!Number.isSafeInteger(pack.packageSize) || pack.packageSize < 1) {
    throw new RangeError(
      `Contact lens package size must be a positive integer, got ${String(pack.packageSize)}`,
    );
  }
  if (!CONTACT_LENS_TYPES.includes(pack.lensType)) {
    throw new RangeError(`Contact lens type must be one of ${CONTACT_LENS_TYPES.join(', ')}`);
  }
  if (!CONTACT_LENS_DESIGNS.includes(pack.design)) {
    throw new RangeError(`Contact lens design must be one of ${CONTACT_LENS_DESIGNS.join(', ')}`);
  }
}

/** Bigger packs come in deeper boxes. */
function boxSize(packageSize: number): { width: number; height: number; depth: number } {
  if (packageSize <= 6) return { width: 300, height: 214, depth: 130 };
  if (packageSize <= 30) return { width: 350, height: 230, depth: 175 };
  return { width: 390, height: 240, depth: 225 };
}

export function contactLensPackSvg(pack: ContactLensPack): string {
  validatePack(pack);
  const accent = pack.accent.toLowerCase();
  const { width, height, depth } = boxSize(pack.packageSize);
  const [ox, oy] = [depth * 0.55, depth * 0.3];
  // The loose lens in front of the box takes ~90 px on the left.
  const x0 = (VIEW_WIDTH - (width + ox) + 90) / 2;
  const y0 = (VIEW_HEIGHT - 24 - (height + oy)) / 2 + oy;
  const [x1, y1] = [x0 + width, y0 + height];
  const bandTop = y0 + height * 0.64;

  const face = (points: Point[], fill: string) =>
    el('path', {
      d: polylineData(points, true),
      fill,
      stroke: '#c9ced4',
      'stroke-width': 1.2,
      'stroke-linejoin': 'round',
    });
  const sideBand = (top: number, bottom: number): Point[] => [
    [x1, top],
    [x1 + ox, top - oy],
    [x1 + ox, bottom - oy],
    [x1, bottom],
  ];
  // Replacement schedule as 1, 2 or 3 stripes: daily, two-weekly, monthly.
  const stripeCount = CONTACT_LENS_TYPES.indexOf(pack.lensType) + 1;
  const stripes = Array.from({ length: stripeCount }, (_, i) => {
    const y = bandTop + 12 + i * 11;
    return (
      el('rect', { x: x0, y, width, height: 4, fill: '#ffffff', 'fill-opacity': 0.85 }) +
      face(sideBand(y, y + 4), lighten(accent, 0.6))
    );
  }).join('');

  const digits = String(pack.packageSize).length;
  const fontSize = Math.min(height * 0.4, (width * 0.52) / (digits * 0.58));
  const numberColour = luminance(accent) > 0.6 ? darken(accent, 0.55) : accent;
  const lensRx = Math.min(height * 0.2, 46);

  const body =
    el('ellipse', {
      cx: x0 + (width + ox) / 2 - 20,
      cy: y1 + 6,
      rx: (width + ox) * 0.58,
      ry: 12,
      fill: '#000000',
      'fill-opacity': 0.14,
      filter: 'url(#soft)',
    }) +
    face(
      [
        [x0, y0],
        [x0 + ox, y0 - oy],
        [x1 + ox, y0 - oy],
        [x1, y0],
      ],
      '#f2f4f6',
    ) +
    face(sideBand(y0, y1), '#e1e5e9') +
    face(sideBand(bandTop, y1), darken(accent, 0.22)) +
    face(
      [
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
      ],
      '#ffffff',
    ) +
    el('rect', { x: x0, y: bandTop, width, height: y1 - bandTop, fill: accent }) +
    stripes +
    lensFront(x0 + lensRx + 22, y0 + height * 0.33, lensRx, lensRx * 0.92, pack.design, accent) +
    el(
      'text',
      {
        x: x1 - 20,
        y: y0 + height * 0.33 + fontSize * 0.36,
        'text-anchor': 'end',
        'font-family': 'Helvetica, Arial, sans-serif',
        'font-weight': 700,
        'font-size': fontSize,
        fill: numberColour,
      },
      el('tspan', { 'font-size': fontSize * 0.5, 'font-weight': 400 }, '&#215;') + ` ${pack.packageSize}`,
    ) +
    lensDome(x0 - 4, y1 - 8, 74, pack.design, accent);

  return svgDocument(lensDefs(accent), body);
}
