/** Colours, gradients and patterns of a frame drawing, derived from its colour, material and tint. */
import { FRAME_COLOURS, LENS_TINTS, type FrameColour, type LensTint } from '../constants';
import type { FrameGeometry } from './frame-layout';
import { darken, el, lighten, mix } from './svg-util';

export interface FramePaint {
  defs: string;
  /** Paint of the frame body: the colour's hex, or a pattern for tortoise. */
  body: string;
  bodyOpacity: number | undefined;
  edge: string;
  highlight: string;
  highlightOpacity: number;
  /** Lower rims, bridge wire and pad arms of mixed and browline frames. */
  wire: string;
  wireEdge: string;
  lensFill: string;
  reflectionOpacity: number;
}

const WARM: readonly FrameColour[] = ['tortoise', 'brown', 'gold', 'red', 'pink'];
const SILVER = FRAME_COLOURS.silver;
const GOLD = FRAME_COLOURS.gold;

function tortoisePattern(): string {
  const base = FRAME_COLOURS.tortoise;
  // Large soft blotches in dark and amber, like polished tortoiseshell acetate.
  const spots: [number, number, number, number, string, number][] = [
    [8, 8, 9, 5, '#2e1708', 0.75],
    [34, 22, 11, 6, '#2a1506', 0.7],
    [26, 6, 6, 3.5, '#b8762f', 0.55],
    [6, 28, 7, 4, '#c4843a', 0.5],
    [46, 8, 5, 3, '#3b1f0b', 0.8],
    [20, 18, 4, 2.4, '#d19a4c', 0.45],
    [50, 30, 6, 3.5, '#2e1708', 0.6],
  ];
  return el(
    'pattern',
    {
      id: 'tortoise',
      width: 56,
      height: 36,
      patternUnits: 'userSpaceOnUse',
      patternTransform: 'rotate(-18)',
    },
    el('rect', { width: 56, height: 36, fill: base }) +
      spots
        .map(([cx, cy, rx, ry, fill, opacity]) =>
          el('ellipse', { cx, cy, rx, ry, fill, 'fill-opacity': opacity }),
        )
        .join(''),
  );
}

function lensGradient(tint: LensTint | undefined): string {
  const stop = (offset: number, colour: string, opacity: number) =>
    el('stop', { offset, 'stop-color': colour, 'stop-opacity': opacity });
  if (!tint) {
    return el(
      'linearGradient',
      { id: 'lens', x1: 0, y1: 0, x2: 0, y2: 1 },
      stop(0, '#d6e4f3', 0.55) + stop(1, '#eef4fb', 0.4),
    );
  }
  const hex = LENS_TINTS[tint];
  if (tint === 'blueMirror' || tint === 'goldMirror') {
    return el(
      'linearGradient',
      { id: 'lens', x1: 0, y1: 0, x2: 1, y2: 1 },
      stop(0, darken(hex, 0.25), 0.96) + stop(0.45, lighten(hex, 0.45), 0.94) + stop(1, hex, 0.96),
    );
  }
  const bottom = tint === 'gradientGrey' ? 0.12 : 0.82;
  return el(
    'linearGradient',
    { id: 'lens', x1: 0, y1: 0, x2: 0, y2: 1 },
    stop(0, hex, 0.95) + stop(tint === 'gradientGrey' ? 0.35 : 0.6, hex, 0.88) + stop(1, hex, bottom),
  );
}

export function framePaint(g: FrameGeometry): FramePaint {
  const { colour, tint } = g.drawing;
  const hex = FRAME_COLOURS[colour];
  const transparent = colour === 'transparent';
  const wireColour = g.metal ? hex : WARM.includes(colour) ? GOLD : SILVER;
  return {
    defs: lensGradient(tint) + (colour === 'tortoise' ? tortoisePattern() : ''),
    body: colour === 'tortoise' ? 'url(#tortoise)' : hex,
    bodyOpacity: transparent ? 0.72 : undefined,
    edge: transparent ? darken(hex, 0.2) : colour === 'white' ? darken(hex, 0.22) : darken(hex, 0.35),
    highlight: colour === 'black' ? '#6a6d75' : lighten(hex, 0.5),
    highlightOpacity: transparent || colour === 'white' ? 0.9 : 0.55,
    wire: wireColour,
    wireEdge: darken(wireColour, 0.3),
    lensFill: 'url(#lens)',
    reflectionOpacity: tint ? 0.16 : 0.55,
  };
}

/** Temple tips of metal frames: a plastic sleeve that matches dark frames and stays dark on light ones. */
export function sleeveColour(colour: FrameColour): string {
  return colour === 'tortoise' ? 'url(#tortoise)' : mix(FRAME_COLOURS[colour], '#1b1b1f', 0.65);
}
