/** Product images of frames, drawn as standalone SVG documents from the frame's parameters. */
import { drawFront, type Projection } from './frame-front';
import {
  FRONT_CENTRE,
  FRONT_SCALE,
  frameGeometry,
  validateFrameDrawing,
  type FrameDrawing,
} from './frame-layout';
import { framePaint } from './frame-paint';
import { drawSide } from './frame-side';
import { el, svgDocument, VIEW_HEIGHT, VIEW_WIDTH, type Point } from './svg-util';

export type { FrameDrawing } from './frame-layout';

export const FRAME_VIEWS = ['front', 'threeQuarter', 'side'] as const;
export type FrameView = (typeof FRAME_VIEWS)[number];

const front: Projection = {
  point: ([x, y]) => [FRONT_CENTRE[0] + x * FRONT_SCALE, FRONT_CENTRE[1] + y * FRONT_SCALE],
  scale: () => FRONT_SCALE,
};

/** Three-quarter view: turned about the vertical axis, seen a little from above, with perspective. */
const TURN = (36 * Math.PI) / 180;
const ELEVATION = (9 * Math.PI) / 180;
const EYE_DISTANCE = 420;
const TURNED_SCALE = 3.9;

function turned([ox, oy]: Point): Projection {
  const project = ([x, y, z]: readonly [number, number, number]) => {
    const X = x * Math.cos(TURN) + z * Math.sin(TURN);
    const Z = -x * Math.sin(TURN) + z * Math.cos(TURN);
    const Y = y * Math.cos(ELEVATION) - Z * Math.sin(ELEVATION);
    const depth = y * Math.sin(ELEVATION) + Z * Math.cos(ELEVATION);
    const f = EYE_DISTANCE / (EYE_DISTANCE + depth);
    return { X, Y, f };
  };
  return {
    point: (w) => {
      const { X, Y, f } = project(w);
      return [ox + X * f * TURNED_SCALE, oy + Y * f * TURNED_SCALE];
    },
    scale: (w) => project(w).f * TURNED_SCALE,
  };
}

function shadow(extent: { minX: number; maxX: number; maxY: number }): string {
  return el('ellipse', {
    cx: (extent.minX + extent.maxX) / 2,
    cy: Math.min(extent.maxY + 30, VIEW_HEIGHT - 22),
    rx: (extent.maxX - extent.minX) * 0.42,
    ry: 9,
    fill: '#000000',
    'fill-opacity': 0.13,
    filter: 'url(#soft)',
  });
}

export function frameSvg(drawing: FrameDrawing, view: FrameView): string {
  validateFrameDrawing(drawing);
  if (!FRAME_VIEWS.includes(view)) {
    throw new RangeError(`Frame view must be one of ${FRAME_VIEWS.join(', ')}`);
  }
  const g = frameGeometry(drawing);
  const paint = framePaint(g);
  let content: string;
  if (view === 'side') {
    content = drawSide(g, paint);
  } else if (view === 'front') {
    const { svg, extent } = drawFront(g, paint, front, false);
    content = shadow(extent) + svg;
  } else {
    const probe = drawFront(g, paint, turned([0, 0]), true).extent;
    const offset: Point = [
      VIEW_WIDTH / 2 - (probe.minX + probe.maxX) / 2,
      VIEW_HEIGHT * 0.46 - (probe.minY + probe.maxY) / 2,
    ];
    const { svg, extent } = drawFront(g, paint, turned(offset), true);
    content = shadow(extent) + svg;
  }
  return svgDocument(paint.defs, content);
}
