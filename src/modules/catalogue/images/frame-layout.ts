/** What a frame drawing is made from, its validation, and where the parts go (millimetres and pixels). */
import {
  FRAME_COLOURS,
  FRAME_MATERIALS,
  FRAME_SHAPES,
  LENS_TINTS,
  type FrameColour,
  type FrameMaterial,
  type FrameShape,
  type LensTint,
} from '../constants';
import { lensOutline, shapedLensHeight, shapeLevels, type LensOutline } from './frame-shapes';
import { joinPaths, samplePath, VIEW_WIDTH, type Point } from './svg-util';

export interface FrameDrawing {
  shape: FrameShape;
  material: FrameMaterial;
  colour: FrameColour;
  /** mm, 44–58 */
  lensWidth: number;
  /** mm, 30–52 */
  lensHeight: number;
  /** mm, 14–22 */
  bridge: number;
  /** mm, 135–150 */
  templeLength: number;
  /** mm, 124–150 */
  totalWidth: number;
  /** Sunglasses: tinted lenses. Absent: clear lenses. */
  tint?: LensTint;
}

/** The frame-wide part of a drawing: what every variant of a frame shares. */
export interface FrameKind {
  shape: FrameShape;
  material: FrameMaterial;
}

/** What the images and the 3D model of one variant are drawn from. */
export function frameDrawing(frame: FrameKind, variant: Omit<FrameDrawing, keyof FrameKind>): FrameDrawing {
  return {
    shape: frame.shape,
    material: frame.material,
    colour: variant.colour,
    lensWidth: variant.lensWidth,
    lensHeight: variant.lensHeight,
    bridge: variant.bridge,
    templeLength: variant.templeLength,
    totalWidth: variant.totalWidth,
    ...(variant.tint ? { tint: variant.tint } : {}),
  };
}

export const FRAME_MEASUREMENT_RANGES = {
  lensWidth: [44, 58],
  lensHeight: [30, 52],
  bridge: [14, 22],
  templeLength: [135, 150],
  totalWidth: [124, 150],
} as const satisfies Record<string, readonly [number, number]>;

export function validateFrameDrawing(drawing: FrameDrawing): void {
  for (const [name, [min, max]] of Object.entries(FRAME_MEASUREMENT_RANGES)) {
    const value = drawing[name as keyof typeof FRAME_MEASUREMENT_RANGES];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
      throw new RangeError(`Frame ${name} must be a number from ${min} to ${max} mm, got ${String(value)}`);
    }
  }
  const choices: [string, unknown, readonly string[]][] = [
    ['shape', drawing.shape, FRAME_SHAPES],
    ['material', drawing.material, FRAME_MATERIALS],
    ['colour', drawing.colour, Object.keys(FRAME_COLOURS)],
    ['tint', drawing.tint ?? 'none', ['none', ...Object.keys(LENS_TINTS)]],
  ];
  for (const [name, value, allowed] of choices) {
    if (typeof value !== 'string' || !allowed.includes(value)) {
      throw new RangeError(`Frame ${name} must be one of ${allowed.join(', ')}, got ${String(value)}`);
    }
  }
}

/** Millimetre geometry of the front, origin between the lens centres, y < 0 up. */
export interface FrameGeometry {
  drawing: FrameDrawing;
  /** Drawn lens box; differs from the measurements only when they contradict each other or the shape. */
  lensWidth: number;
  lensHeight: number;
  /** The lens centres sit at ±lensCentreX. */
  lensCentreX: number;
  halfWidth: number;
  outline: LensOutline;
  /** The closed outline sampled, in local lens coordinates (outer side at x < 0). */
  outlinePoints: Point[];
  hingeY: number;
  bridgeY: number;
  rimTop: number;
  rimBottom: number;
  /** Mixed and browline frames: thick upper rim, thin lower rim in a metal tone. */
  splitRims: boolean;
  metal: boolean;
}

const RIMS: Record<FrameMaterial, readonly [number, number]> = {
  acetate: [3.2, 3.2],
  plastic: [2.8, 2.8],
  metal: [1.1, 1.1],
  titanium: [0.85, 0.85],
  mixed: [3.2, 0.9],
};

/** Room between lens and hinge; measurements that leave more or less resize the lenses instead. */
const ENDPIECE = { min: 4, max: 11 } as const;

export function frameGeometry(drawing: FrameDrawing): FrameGeometry {
  const halfWidth = drawing.totalWidth / 2;
  const endpiece = Math.min(
    Math.max(halfWidth - drawing.bridge / 2 - drawing.lensWidth, ENDPIECE.min),
    ENDPIECE.max,
  );
  const lensWidth = halfWidth - drawing.bridge / 2 - endpiece;
  const lensHeight = shapedLensHeight(drawing.shape, lensWidth, drawing.lensHeight);
  const outline = lensOutline(drawing.shape, lensWidth, lensHeight);
  const levels = shapeLevels(drawing.shape);
  const metal = drawing.material === 'metal' || drawing.material === 'titanium';
  const splitRims = drawing.material === 'mixed' || drawing.shape === 'browline';
  let [rimTop, rimBottom] = RIMS[drawing.material];
  if (drawing.shape === 'browline') {
    rimTop = Math.max(rimTop, 3.6);
    rimBottom = Math.min(rimBottom, 0.9);
  }
  return {
    drawing,
    lensWidth,
    lensHeight,
    lensCentreX: drawing.bridge / 2 + lensWidth / 2,
    halfWidth,
    outline,
    outlinePoints: samplePath(joinPaths(outline.upper, outline.lower)),
    hingeY: (levels.hingeY * lensHeight) / 2,
    bridgeY: (levels.bridgeY * lensHeight) / 2,
    rimTop,
    rimBottom,
    splitRims,
    metal,
  };
}

/** Front view: pixels per millimetre, the same for every frame so sizes compare. */
export const FRONT_SCALE = 4.5;
export const FRONT_CENTRE: Point = [VIEW_WIDTH / 2, 182];

/** Where the front view puts the main parts, in pixels. */
export interface FrontLayout {
  scale: number;
  frameLeft: number;
  frameRight: number;
  lensCentres: readonly [number, number];
  lensCentreY: number;
  lensWidth: number;
  lensHeight: number;
  bridge: number;
}

export function frontLayout(drawing: FrameDrawing): FrontLayout {
  validateFrameDrawing(drawing);
  const g = frameGeometry(drawing);
  const [cx, cy] = FRONT_CENTRE;
  const s = FRONT_SCALE;
  return {
    scale: s,
    frameLeft: cx - g.halfWidth * s,
    frameRight: cx + g.halfWidth * s,
    lensCentres: [cx - g.lensCentreX * s, cx + g.lensCentreX * s],
    lensCentreY: cy,
    lensWidth: g.lensWidth * s,
    lensHeight: g.lensHeight * s,
    bridge: drawing.bridge * s,
  };
}
