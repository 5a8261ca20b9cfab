/** The contact lens drawings of the pack image: one on the box front, one lying in front of the box. */
import type { ContactLensDesign } from '../constants';
import { darken, el, lighten, pathD } from './svg-util';

/** Gradients the lens drawings use (`#cl-lens`, `#cl-dome`). */
export function lensDefs(accent: string): string {
  return (
    el(
      'radialGradient',
      { id: 'cl-lens', cx: 0.45, cy: 0.4, r: 0.65 },
      el('stop', { offset: 0, 'stop-color': '#ffffff', 'stop-opacity': 0.95 }) +
        el('stop', { offset: 1, 'stop-color': lighten(accent, 0.55), 'stop-opacity': 0.85 }),
    ) +
    el(
      'linearGradient',
      { id: 'cl-dome', x1: 0, y1: 0, x2: 0, y2: 1 },
      el('stop', { offset: 0, 'stop-color': '#ffffff', 'stop-opacity': 0.9 }) +
        el('stop', { offset: 1, 'stop-color': lighten(accent, 0.5), 'stop-opacity': 0.8 }),
    )
  );
}

/** A lens seen from above at an angle: `ry` < `rx`. Design marks: toric ticks, multifocal zones. */
export function lensFront(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  design: ContactLensDesign,
  accent: string,
): string {
  const rim = darken(accent, 0.1);
  let marks = '';
  if (design === 'toric') {
    marks = [-1, 1]
      .map((side) =>
        el('line', {
          x1: cx + side * rx * 0.12,
          y1: cy + ry * 0.72,
          x2: cx + side * rx * 0.12,
          y2: cy + ry * 0.9,
          stroke: rim,
          'stroke-width': Math.max(rx * 0.035, 1.2),
          'stroke-linecap': 'round',
        }),
      )
      .join('');
  } else if (design === 'multifocal') {
    marks = [0.35, 0.62]
      .map((f) =>
        el('ellipse', {
          cx,
          cy,
          rx: rx * f,
          ry: ry * f,
          fill: 'none',
          stroke: rim,
          'stroke-opacity': 0.45,
          'stroke-width': Math.max(rx * 0.02, 1),
        }),
      )
      .join('');
  }
  return (
    el('ellipse', {
      cx,
      cy,
      rx,
      ry,
      fill: 'url(#cl-lens)',
      stroke: rim,
      'stroke-width': Math.max(rx * 0.04, 1.5),
    }) +
    marks +
    el('path', {
      d: pathD`M${cx - rx * 0.62} ${cy - ry * 0.32}Q${cx - rx * 0.35} ${cy - ry * 0.78} ${cx + rx * 0.15} ${cy - ry * 0.74}`,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.9,
      'stroke-width': Math.max(rx * 0.06, 1.5),
      'stroke-linecap': 'round',
    })
  );
}

/** A loose lens lying on its rim, seen from the front and a little above: a translucent dome. */
export function lensDome(
  cx: number,
  base: number,
  rx: number,
  design: ContactLensDesign,
  accent: string,
): string {
  const rim = darken(accent, 0.1);
  const ry = rx * 0.26;
  const top = base - rx * 0.78;
  const outline = pathD`M${cx - rx} ${base}C${cx - rx} ${top} ${cx + rx} ${top} ${cx + rx} ${base}A${rx} ${ry} 0 0 1 ${cx - rx} ${base}Z`;
  const rings =
    design === 'multifocal'
      ? [0.3, 0.55]
          .map((f) =>
            el('ellipse', {
              cx,
              cy: top + rx * 0.2,
              rx: rx * f,
              ry: rx * f * 0.3,
              fill: 'none',
              stroke: rim,
              'stroke-opacity': 0.4,
              'stroke-width': 1.2,
            }),
          )
          .join('')
      : design === 'toric'
        ? [-1, 1]
            .map((side) =>
              el('line', {
                x1: cx + side * rx * 0.1,
                y1: base + ry * 0.55,
                x2: cx + side * rx * 0.1,
                y2: base + ry * 0.92,
                stroke: rim,
                'stroke-width': 2,
                'stroke-linecap': 'round',
              }),
            )
            .join('')
        : '';
  return (
    el('ellipse', {
      cx,
      cy: base + ry + 4,
      rx: rx * 1.05,
      ry: 8,
      fill: '#000000',
      'fill-opacity': 0.12,
      filter: 'url(#soft)',
    }) +
    el('path', {
      d: outline,
      fill: 'url(#cl-dome)',
      stroke: rim,
      'stroke-width': 2,
      'stroke-linejoin': 'round',
    }) +
    el('path', {
      d: pathD`M${cx - rx} ${base}A${rx} ${ry} 0 0 1 ${cx + rx} ${base}`,
      fill: 'none',
      stroke: rim,
      'stroke-opacity': 0.35,
      'stroke-width': 1.5,
    }) +
    rings +
    el('path', {
      d: pathD`M${cx - rx * 0.7} ${base - rx * 0.12}Q${cx - rx * 0.55} ${top + rx * 0.12} ${cx - rx * 0.1} ${top + rx * 0.1}`,
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.95,
      'stroke-width': 4,
      'stroke-linecap': 'round',
    })
  );
}
