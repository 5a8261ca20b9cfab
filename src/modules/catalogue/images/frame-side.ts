/** The frame seen from its right side: the front in profile, the hinge and the whole temple arm. */
import { FRONT_SCALE, type FrameGeometry } from './frame-layout';
import { sleeveColour, type FramePaint } from './frame-paint';
import { templePieces, wrapDepth, type World } from './frame-temple';
import { bounds, el, pathD, polylineData, VIEW_HEIGHT, VIEW_WIDTH, type Point } from './svg-util';

const SCALE = FRONT_SCALE;
/** Pantoscopic tilt: the lower rim sits further back than the upper one. */
const TILT = 0.12;

interface Part {
  points: [number, number][];
  fill: string;
  edge: string;
  opacity?: number;
}

/** A band down the front from `top` to `bottom` (y), between the front curve and `depth(y)` behind it. */
function band(top: number, bottom: number, bulge: number, front: number, depth: (y: number) => number) {
  const edge: [number, number][] = [];
  const back: [number, number][] = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    const y = top + (bottom - top) * t;
    const z = front + y * TILT - bulge * Math.sin(Math.PI * t);
    edge.push([z, y]);
    back.push([z + depth(y), y]);
  }
  return [...edge, ...back.reverse()];
}

export function drawSide(g: FrameGeometry, paint: FramePaint): string {
  const outline = bounds(g.outlinePoints);
  const { minY: top, maxY: bottom } = outline;
  const solid = !g.metal;
  const depthTop = solid ? 4.6 : 2.2;
  const depthBottom = g.splitRims ? 2 : depthTop;
  const depth = (y: number) => (y < g.hingeY + 4 ? depthTop : depthBottom);
  const zHinge = wrapDepth(g.halfWidth);
  const lugHeight = solid ? Math.max(g.rimTop * 1.45, 4.2) : 2.8;
  const lugFront = g.hingeY * TILT + depthTop - 0.5;
  const lug: [number, number][] = [
    [lugFront, g.hingeY - lugHeight / 2],
    [zHinge + 1, g.hingeY - lugHeight / 2],
    [zHinge + 1, g.hingeY + lugHeight / 2],
    [lugFront, g.hingeY + lugHeight / 2],
  ];
  const body = { fill: paint.body, edge: paint.edge, opacity: paint.bodyOpacity };
  const parts: Part[] = [
    { points: band(top - 0.4, bottom + 0.4, 1.8, -1, () => 1.6), fill: paint.lensFill, edge: '#9fb0c2' },
    { points: band(top, bottom, 1, 0, depth), ...body },
    { points: lug, ...body },
  ];
  if (g.splitRims) {
    // Thin lower rim of a different material below the thick brow.
    parts[1] = {
      points: band(top, bottom, 1, 0.8, () => depthBottom),
      fill: paint.wire,
      edge: paint.wireEdge,
    };
    parts.push({ points: band(top, g.hingeY + 4, 0.6, 0, () => depthTop), ...body });
  }
  for (const piece of templePieces(g, 1)) {
    parts.push({
      points: piece.outline.map(([, y, z]) => [z, y]),
      ...(piece.paint === 'body' ? body : { fill: sleeveColour(g.drawing.colour), edge: paint.edge }),
    });
  }

  const projectedAll = parts.flatMap((part) => part.points.map(([z, y]): Point => [z * SCALE, y * SCALE]));
  const box = bounds(projectedAll);
  const ox = VIEW_WIDTH / 2 - (box.minX + box.maxX) / 2;
  const oy = VIEW_HEIGHT * 0.46 - (box.minY + box.maxY) / 2;
  const px = ([z, y]: readonly [number, number]): Point => [ox + z * SCALE, oy + y * SCALE];

  let svg = el('ellipse', {
    cx: VIEW_WIDTH / 2,
    cy: Math.min(oy + box.maxY + 30, VIEW_HEIGHT - 22),
    rx: (box.maxX - box.minX) * 0.45,
    ry: 8,
    fill: '#000000',
    'fill-opacity': 0.12,
    filter: 'url(#soft)',
  });
  if (g.metal || g.splitRims) {
    const pad: Point[] = [];
    for (let i = 0; i < 14; i++) {
      const t = (i / 14) * Math.PI * 2;
      pad.push(px([8.5 + 1.3 * Math.cos(t) + 0.3 * Math.sin(t), g.lensHeight * 0.1 + 3.8 * Math.sin(t)]));
    }
    const [fromX, fromY] = px([bottom * TILT * 0.3 + 1.5, g.bridgeY + 2]);
    const [viaX, viaY] = px([8.6, g.bridgeY + 3]);
    const [toX, toY] = px([8.3, g.lensHeight * 0.1 - 3.6]);
    svg +=
      el('path', {
        d: pathD`M${fromX} ${fromY}Q${viaX} ${viaY} ${toX} ${toY}`,
        fill: 'none',
        stroke: paint.wire,
        'stroke-width': 0.7 * SCALE,
      }) +
      el('path', {
        d: polylineData(pad, true),
        fill: '#eef2f5',
        'fill-opacity': 0.9,
        stroke: '#a9b1ba',
        'stroke-width': 1.5,
      });
  }
  svg += parts
    .map((part) =>
      el('path', {
        d: polylineData(part.points.map(px), true),
        fill: part.fill,
        'fill-opacity': part.opacity,
        stroke: part.edge,
        'stroke-width': 1.4,
        'stroke-linejoin': 'round',
      }),
    )
    .join('');
  const arm = templePieces(g, 1)[0];
  if (arm) {
    const half = arm.outline.slice(0, Math.floor(arm.outline.length / 2));
    const highlight = half.map(([, y, z]: World): Point => px([z + 0.6, y + 0.7]));
    svg += el('path', {
      d: polylineData(highlight.slice(1, -1)),
      fill: 'none',
      stroke: paint.highlight,
      'stroke-opacity': paint.highlightOpacity,
      'stroke-width': 1.6,
      'stroke-linecap': 'round',
    });
  }
  return svg;
}
