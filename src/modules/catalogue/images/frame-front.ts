/** The frame seen from the front or turned (three-quarter): lenses, rims, bridge, endpieces, pads, arms. */
import type { FrameGeometry } from './frame-layout';
import { sleeveColour, type FramePaint } from './frame-paint';
import { templePieces, wrapDepth, type World } from './frame-temple';
import {
  bounds,
  edgeX,
  el,
  mapPath,
  num,
  pathData,
  polylineData,
  samplePath,
  type OpenPath,
  type Point,
  type Segment,
} from './svg-util';

export interface Projection {
  point(w: World): Point;
  /** Pixels per millimetre around a point, for stroke widths. */
  scale(w: World): number;
}

interface Stroke {
  d: string;
  width: number;
  paint: string;
  edge: string;
  butt?: boolean;
}

const EDGE_MM = 0.32;

/** A world-space cubic from `from` through two controls to `to`, as a projected path. */
function worldCurve(p: Projection, from: World, c1: World, c2: World, to: World): string {
  const segment: Segment = { c1: p.point(c1), c2: p.point(c2), to: p.point(to) };
  return pathData({ start: p.point(from), segments: [segment] });
}

const onFront = (x: number, y: number): World => [x, y, wrapDepth(x)];

function worldLine(p: Projection, x0: number, x1: number, y0: number, y1 = y0): string {
  const at = (t: number) => onFront(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t);
  return worldCurve(p, at(0), at(1 / 3), at(2 / 3), at(1));
}

/** World position of a point given in a lens's local coordinates (left lens: side 0). */
function lensToWorld(g: FrameGeometry, side: 0 | 1, [x, y]: Point): World {
  return onFront(side === 0 ? -g.lensCentreX + x : g.lensCentreX - x, y);
}

function strokeElements(strokes: readonly Stroke[], pass: 'edge' | 'body', edgePx: number): string {
  return strokes
    .map((s) =>
      el('path', {
        d: s.d,
        stroke: pass === 'edge' ? s.edge : s.paint,
        'stroke-width': pass === 'edge' ? s.width + 2 * edgePx : s.width,
        'stroke-linecap': s.butt ? 'butt' : undefined,
      }),
    )
    .join('');
}

function nosePads(g: FrameGeometry, p: Projection, paint: FramePaint): string {
  const b = g.lensHeight / 2;
  return ([-1, 1] as const)
    .map((side) => {
      const cx = side * (g.drawing.bridge / 2 + 1.6);
      const cy = b * 0.2;
      const tilt = side * 0.35;
      const outline: Point[] = [];
      for (let i = 0; i < 16; i++) {
        const t = (i / 16) * Math.PI * 2;
        const [ex, ey] = [1.8 * Math.cos(t), 3.8 * Math.sin(t)];
        const x = cx + ex * Math.cos(tilt) - ey * Math.sin(tilt);
        const y = cy + ex * Math.sin(tilt) + ey * Math.cos(tilt);
        outline.push(p.point([x, y, 7]));
      }
      const nasal = side * (g.lensCentreX - edgeX(g.outlinePoints, g.bridgeY + 2, 'max'));
      const arm = worldCurve(
        p,
        [nasal, g.bridgeY + 2, 1],
        [nasal + side * 0.5, g.bridgeY + 6, 4],
        [cx + side * 2, cy - 6, 7],
        [cx + side * 1.2, cy - 3.4, 7],
      );
      const scale = p.scale([cx, cy, 7]);
      return (
        el('path', { d: arm, fill: 'none', stroke: paint.wire, 'stroke-width': 0.7 * scale }) +
        el('path', {
          d: polylineData(outline, true),
          fill: '#eef2f5',
          'fill-opacity': 0.85,
          stroke: '#a9b1ba',
          'stroke-width': 0.35 * scale,
        })
      );
    })
    .join('');
}

function reflections(g: FrameGeometry, p: Projection, side: 0 | 1, opacity: number): string {
  const a = g.lensWidth / 2;
  const b = g.lensHeight / 2;
  const cx = side === 0 ? -g.lensCentreX : g.lensCentreX;
  const band = (x0: number, x1: number, shift: number) =>
    polylineData(
      [
        onFront(cx + x0 * a, -1.3 * b),
        onFront(cx + x1 * a, -1.3 * b),
        onFront(cx + (x1 - shift) * a, 1.3 * b),
        onFront(cx + (x0 - shift) * a, 1.3 * b),
      ].map((w) => p.point(w)),
      true,
    );
  return el(
    'g',
    { 'clip-path': `url(#lens${side})`, fill: '#ffffff', 'fill-opacity': opacity },
    el('path', { d: band(-0.05, 0.28, 0.62) }) + el('path', { d: band(0.42, 0.52, 0.62) }),
  );
}

interface LensPaths {
  upper: OpenPath;
  lower: OpenPath;
}

const closed = (lens: LensPaths) =>
  pathData({ start: lens.upper.start, segments: [...lens.upper.segments, ...lens.lower.segments] }, true);

/** Endpieces, rims, bridge (and the aviator's top bar), in the order they overlap. */
function frameStrokes(g: FrameGeometry, p: Projection, paint: FramePaint, lensPaths: LensPaths[]): Stroke[] {
  const { shape } = g.drawing;
  const mid = p.scale([0, 0, 0]);
  const strokes: Stroke[] = [];
  const body = (d: string, width: number): Stroke => ({
    d,
    width: width * mid,
    paint: paint.body,
    edge: paint.edge,
  });
  const wire = (d: string, width: number): Stroke => ({
    d,
    width: width * mid,
    paint: paint.wire,
    edge: paint.wireEdge,
  });
  const solidFront = !g.metal && !g.splitRims;

  // Endpieces and hinges first, so the rims cover their joins.
  for (const side of [-1, 1] as const) {
    if (g.metal) {
      const outer = side * (g.lensCentreX - edgeX(g.outlinePoints, g.hingeY, 'min') - 0.6);
      strokes.push(body(worldLine(p, outer, side * (g.halfWidth - 3.2), g.hingeY), 1.3));
      strokes.push(body(worldLine(p, side * (g.halfWidth - 3.4), side * (g.halfWidth - 1.4), g.hingeY), 2.8));
    } else {
      const width = Math.max(g.rimTop * 1.45, 4.2);
      // Square-ended block starting under the rim, without reaching into the lens.
      const rimAcross = [-0.5, -0.25, 0, 0.25, 0.5].map((f) =>
        edgeX(g.outlinePoints, g.hingeY + f * width, 'min'),
      );
      const inner = side * (g.lensCentreX - Math.min(...rimAcross) - g.rimTop / 2 + 0.2);
      const rise = shape === 'catEye' ? -0.8 : 0;
      const d = worldLine(p, inner, side * g.halfWidth, g.hingeY, g.hingeY + rise);
      strokes.push({ ...body(d, width), butt: true });
    }
  }

  for (const lens of lensPaths) {
    if (g.splitRims) {
      strokes.push(wire(pathData(lens.lower), g.rimBottom));
      strokes.push(body(pathData(lens.upper), g.rimTop));
    } else {
      strokes.push(body(closed(lens), g.rimTop));
    }
  }

  const bridgeWidth = solidFront ? g.rimTop * 1.3 : 1.25;
  // Ends pulled in so their round caps stay within the rim instead of poking into the lens.
  const capInset = Math.max(bridgeWidth / 2 - Math.min(g.rimTop, g.rimBottom) / 2 + 0.2, 0);
  const nasal = g.lensCentreX - edgeX(g.outlinePoints, g.bridgeY, 'max') - capInset;
  const lift = g.lensHeight * (solidFront ? 0.07 : 0.13);
  const bridge = worldCurve(
    p,
    onFront(-nasal, g.bridgeY),
    onFront(-nasal * 0.45, g.bridgeY - lift),
    onFront(nasal * 0.45, g.bridgeY - lift),
    onFront(nasal, g.bridgeY),
  );
  strokes.push(solidFront ? body(bridge, bridgeWidth) : wire(bridge, bridgeWidth));
  if (shape === 'aviator') {
    const top = -g.lensHeight / 2;
    const x = g.lensCentreX - g.lensWidth * 0.12;
    const bar = worldCurve(
      p,
      onFront(-x, top),
      onFront(-x / 3, top - 1),
      onFront(x / 3, top - 1),
      onFront(x, top),
    );
    strokes.push(solidFront ? body(bar, g.rimTop * 0.8) : wire(bar, 1.25));
  }
  return strokes;
}

/** A thin light line along the top of each upper rim, clipped to the top part of the front. */
function rimHighlights(g: FrameGeometry, p: Projection, paint: FramePaint, lensPaths: LensPaths[]): string {
  const mid = p.scale([0, 0, 0]);
  const band: Point[] = [];
  for (let i = 0; i <= 8; i++)
    band.push(p.point(onFront(-g.halfWidth + (g.halfWidth * i) / 4, -g.lensHeight)));
  for (let i = 8; i >= 0; i--) {
    band.push(p.point(onFront(-g.halfWidth + (g.halfWidth * i) / 4, -g.lensHeight * 0.3)));
  }
  const lines = lensPaths
    .map((lens) =>
      el('path', {
        d: pathData(lens.upper),
        transform: `translate(0 ${num(-g.rimTop * 0.22 * mid)})`,
        stroke: paint.highlight,
        'stroke-opacity': paint.highlightOpacity,
        'stroke-width': Math.max(g.rimTop * 0.2, 0.3) * mid,
      }),
    )
    .join('');
  return (
    el('defs', {}, el('clipPath', { id: 'top' }, el('path', { d: polylineData(band, true) }))) +
    el('g', { fill: 'none', 'stroke-linecap': 'round', 'clip-path': 'url(#top)' }, lines)
  );
}

/** The near arm only: the far one would show through the lenses as clutter. */
function nearTemple(g: FrameGeometry, p: Projection, paint: FramePaint): { svg: string; points: Point[] } {
  const pieces = templePieces(g, 1).map((piece) => ({
    ...piece,
    points: piece.outline.map((w) => p.point(w)),
  }));
  const svg = pieces
    .map((piece) =>
      el('path', {
        d: polylineData(piece.points, true),
        fill: piece.paint === 'body' ? paint.body : sleeveColour(g.drawing.colour),
        'fill-opacity': piece.paint === 'body' ? paint.bodyOpacity : undefined,
        stroke: paint.edge,
        'stroke-width': EDGE_MM * p.scale([0, 0, 0]),
        'stroke-linejoin': 'round',
      }),
    )
    .join('');
  return { svg, points: pieces.flatMap((piece) => piece.points) };
}

export interface FrontDrawing {
  svg: string;
  /** Projected extent, for placing the shadow. */
  extent: { minX: number; maxX: number; minY: number; maxY: number };
}

export function drawFront(
  g: FrameGeometry,
  paint: FramePaint,
  p: Projection,
  withTemple: boolean,
): FrontDrawing {
  const lensPaths: LensPaths[] = ([0, 1] as const).map((side) => {
    const map = (pt: Point) => p.point(lensToWorld(g, side, pt));
    return { upper: mapPath(g.outline.upper, map), lower: mapPath(g.outline.lower, map) };
  });
  const edgePx = EDGE_MM * p.scale([0, 0, 0]);
  const strokes = frameStrokes(g, p, paint, lensPaths);
  // One group opacity, so a translucent frame's overlapping parts read as one piece of plastic.
  const frame = el(
    'g',
    { fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', opacity: paint.bodyOpacity },
    strokeElements(strokes, 'edge', edgePx) + strokeElements(strokes, 'body', edgePx),
  );
  const clips = lensPaths.map((lens, i) =>
    el('clipPath', { id: `lens${i}` }, el('path', { d: closed(lens) })),
  );
  const temple = withTemple ? nearTemple(g, p, paint) : { svg: '', points: [] };

  const extentPoints = [
    ...lensPaths.flatMap((lens) => [...samplePath(lens.upper, 4), ...samplePath(lens.lower, 4)]),
    p.point(onFront(-g.halfWidth, g.hingeY)),
    p.point(onFront(g.halfWidth, g.hingeY)),
    ...temple.points,
  ];

  return {
    svg:
      el('defs', {}, clips.join('')) +
      temple.svg +
      (g.metal || g.splitRims ? nosePads(g, p, paint) : '') +
      lensPaths.map((lens) => el('path', { d: closed(lens), fill: paint.lensFill })).join('') +
      ([0, 1] as const).map((side) => reflections(g, p, side, paint.reflectionOpacity)).join('') +
      frame +
      rimHighlights(g, p, paint, lensPaths),
    extent: bounds(extentPoints),
  };
}
