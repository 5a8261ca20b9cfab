/**
 * Lens outlines per frame shape, in millimetres around the lens centre. Local coordinates: x < 0 is the
 * outer (temple) side, x > 0 the nasal side, y < 0 is up. The drawing mirrors them for the other lens.
 */
import type { FrameShape } from '../constants';
import { joinPaths, PathBuilder, pathData, type OpenPath } from './svg-util';

/**
 * `upper` runs from the outer side over the top to the nasal side, `lower` back round the bottom: mixed and
 * browline frames draw them with different rims.
 */
export interface LensOutline {
  upper: OpenPath;
  lower: OpenPath;
}

interface ShapeSpec {
  /** Allowed lens height / width, so each shape stays recognisable whatever the measurements. */
  aspect: readonly [number, number];
  /** Height of the hinge and of the bridge's top, as a fraction of the half lens height (negative is up). */
  hingeY: number;
  bridgeY: number;
  outline: (a: number, b: number) => LensOutline;
}

function ellipse(a: number, b: number, k: number): LensOutline {
  return {
    upper: new PathBuilder([-a, 0]).corner([-a, -b], [0, -b], k).corner([a, -b], [a, 0], k).build(),
    lower: new PathBuilder([a, 0]).corner([a, b], [0, b], k).corner([-a, b], [-a, 0], k).build(),
  };
}

/** A rectangle with separately rounded corners: top outer, top nasal, bottom nasal, bottom outer. */
function roundedBox(a: number, b: number, radii: readonly [number, number, number, number]): LensOutline {
  const [to, tn, bn, bo] = radii.map((r) => Math.min(r, a, b));
  return {
    upper: new PathBuilder([-a, 0])
      .line([-a, -b + to!])
      .corner([-a, -b], [-a + to!, -b])
      .line([a - tn!, -b])
      .corner([a, -b], [a, -b + tn!])
      .line([a, 0])
      .build(),
    lower: new PathBuilder([a, 0])
      .line([a, b - bn!])
      .corner([a, b], [a - bn!, b])
      .line([-a + bo!, b])
      .corner([-a, b], [-a, b - bo!])
      .line([-a, 0])
      .build(),
  };
}

const SHAPES: Record<FrameShape, ShapeSpec> = {
  round: { aspect: [0.9, 1], hingeY: -0.35, bridgeY: -0.3, outline: (a, b) => ellipse(a, b, 0.55) },
  oval: { aspect: [0.62, 0.76], hingeY: -0.4, bridgeY: -0.4, outline: (a, b) => ellipse(a, b, 0.6) },
  rectangular: {
    aspect: [0.5, 0.64],
    hingeY: -0.55,
    bridgeY: -0.5,
    outline: (a, b) => roundedBox(a, b, [b * 0.45, b * 0.4, b * 0.85, b * 0.6]),
  },
  square: {
    aspect: [0.8, 0.92],
    hingeY: -0.5,
    bridgeY: -0.5,
    outline: (a, b) => roundedBox(a, b, [b * 0.3, b * 0.3, b * 0.6, b * 0.4]),
  },
  catEye: {
    aspect: [0.62, 0.76],
    hingeY: -0.72,
    bridgeY: -0.55,
    outline: (a, b) => ({
      upper: new PathBuilder([-a * 0.82, b * 0.3])
        .curve([-a * 0.92, -b * 0.2], [-a * 1.02, -b * 0.65], [-a * 1.1, -b * 0.98])
        .corner([-a * 1.17, -b * 1.28], [-a * 0.88, -b * 1.2], 0.4)
        .curve([-a * 0.5, -b * 1.1], [a * 0.05, -b * 0.98], [a * 0.5, -b * 0.92])
        .curve([a * 0.85, -b * 0.88], [a, -b * 0.65], [a, -b * 0.1])
        .build(),
      lower: new PathBuilder([a, -b * 0.1])
        .curve([a, b * 0.6], [a * 0.65, b], [a * 0.1, b])
        .curve([-a * 0.4, b], [-a * 0.72, b * 0.7], [-a * 0.82, b * 0.3])
        .build(),
    }),
  },
  aviator: {
    aspect: [0.8, 0.9],
    hingeY: -0.78,
    bridgeY: -0.5,
    outline: (a, b) => ({
      upper: new PathBuilder([-a, -b * 0.05])
        .curve([-a, -b * 0.7], [-a * 0.78, -b], [-a * 0.25, -b])
        .curve([a * 0.35, -b], [a * 0.98, -b * 0.98], [a, -b * 0.55])
        .build(),
      lower: new PathBuilder([a, -b * 0.55])
        .curve([a * 1.02, -b * 0.1], [a * 0.6, b], [-a * 0.15, b])
        .curve([-a * 0.72, b], [-a, b * 0.55], [-a, -b * 0.05])
        .build(),
    }),
  },
  browline: {
    aspect: [0.66, 0.78],
    hingeY: -0.78,
    bridgeY: -0.6,
    outline: (a, b) => {
      const r = b * 0.28;
      return {
        upper: new PathBuilder([-a, -b * 0.2])
          .line([-a, -b + r])
          .corner([-a, -b], [-a + r, -b])
          .line([a - r, -b])
          .corner([a, -b], [a, -b + r])
          .line([a, -b * 0.2])
          .build(),
        lower: new PathBuilder([a, -b * 0.2])
          .curve([a, b * 0.45], [a * 0.6, b], [0, b])
          .curve([-a * 0.62, b], [-a, b * 0.5], [-a, -b * 0.2])
          .build(),
      };
    },
  },
  butterfly: {
    aspect: [0.82, 0.96],
    hingeY: -0.7,
    bridgeY: -0.5,
    outline: (a, b) => ({
      upper: new PathBuilder([-a * 0.93, b * 0.15])
        .curve([-a * 1.02, -b * 0.35], [-a * 1.12, -b * 0.95], [-a * 0.8, -b * 1.06])
        .curve([-a * 0.35, -b * 1.18], [a * 0.45, -b * 0.98], [a * 0.8, -b * 0.86])
        .curve([a * 1.02, -b * 0.78], [a, -b * 0.45], [a * 0.97, -b * 0.1])
        .build(),
      lower: new PathBuilder([a * 0.97, -b * 0.1])
        .curve([a * 0.92, b * 0.45], [a * 0.45, b], [-a * 0.25, b])
        .curve([-a * 0.7, b], [-a * 0.88, b * 0.55], [-a * 0.93, b * 0.15])
        .build(),
    }),
  },
};

/** The drawn lens height for a shape: the real height, kept within the shape's proportions. */
export function shapedLensHeight(shape: FrameShape, lensWidth: number, lensHeight: number): number {
  const [min, max] = SHAPES[shape].aspect;
  return Math.min(Math.max(lensHeight, lensWidth * min), lensWidth * max);
}

export function lensOutline(shape: FrameShape, width: number, height: number): LensOutline {
  return SHAPES[shape].outline(width / 2, height / 2);
}

export function shapeLevels(shape: FrameShape): { hingeY: number; bridgeY: number } {
  const { hingeY, bridgeY } = SHAPES[shape];
  return { hingeY, bridgeY };
}

/** The closed outline as SVG path data, in local millimetres (tests compare shapes through it). */
export function lensOutlineData(shape: FrameShape, width: number, height: number): string {
  const { upper, lower } = lensOutline(shape, width, height);
  return pathData(joinPaths(upper, lower), true);
}
