/**
 * A three.js model of a frame variant, built from the measurements, lens outline and colours the product
 * images are drawn from. Millimetres; x right, y up, the front faces +z and the temples run back along -z.
 */
import {
  BoxGeometry,
  CatmullRomCurve3,
  CubicBezierCurve3,
  DoubleSide,
  Group,
  Mesh,
  MeshStandardMaterial,
  Shape,
  ShapeGeometry,
  TubeGeometry,
  Vector2,
  Vector3,
  type BufferGeometry,
  type Curve,
} from 'three';
import { FRAME_COLOURS, LENS_TINTS } from '../../constants';
import {
  frameDrawing,
  frameGeometry,
  validateFrameDrawing,
  type FrameGeometry,
  type FrameKind,
} from '../../images/frame-layout';
import { framePaint, sleeveColour } from '../../images/frame-paint';
import { centreLine, wrapDepth } from '../../images/frame-temple';
import { edgeX, samplePath, type Point } from '../../images/svg-util';
import type { FrameVariant } from '../../model/product';

/** The clear lens colour of the drawings' lens gradient. */
const CLEAR_LENS = '#d6e4f3';

/** The drawings' coordinates (y down, z away from the viewer) turned into three's. */
const at = (x: number, y: number, z = wrapDepth(x)) => new Vector3(x, -y, -z);

/** A point in a lens's local coordinates on the front; side -1 is the left lens, whose outer side is x < 0. */
const onLens = (g: FrameGeometry, side: -1 | 1, [x, y]: Point) => at(side * (g.lensCentreX - x), y);

function tube(curve: Curve<Vector3>, radius: number, closed = false): TubeGeometry {
  return new TubeGeometry(curve, 96, radius, 10, closed);
}

function openCurve(points: Vector3[]): CatmullRomCurve3 {
  return new CatmullRomCurve3(points, false, 'centripetal');
}

function closedCurve(points: Vector3[]): CatmullRomCurve3 {
  // The sampled outline ends where it starts; a closed curve must not repeat that point.
  return new CatmullRomCurve3(points.slice(0, -1), true, 'centripetal');
}

function lensGeometry(g: FrameGeometry, side: -1 | 1): BufferGeometry {
  const flat = g.outlinePoints.slice(0, -1).map((p) => onLens(g, side, p));
  const geometry = new ShapeGeometry(new Shape(flat.map((p) => new Vector2(p.x, p.y))));
  // Bend the flat lens into the front's curve (faceform), just behind the rim's centre line.
  const position = geometry.getAttribute('position');
  for (let i = 0; i < position.count; i++) position.setZ(i, -wrapDepth(position.getX(i)) - 0.3);
  return geometry;
}

function materials(g: FrameGeometry) {
  const { colour, tint } = g.drawing;
  const paint = framePaint(g);
  const opacity = paint.bodyOpacity ?? 1;
  const solid = (color: string, metal: boolean) =>
    new MeshStandardMaterial({
      color,
      roughness: metal ? 0.3 : 0.45,
      metalness: metal ? 0.45 : 0.05,
      transparent: opacity < 1,
      opacity,
    });
  const mirror = tint === 'blueMirror' || tint === 'goldMirror';
  return {
    body: solid(FRAME_COLOURS[colour], g.metal),
    wire: solid(paint.wire, true),
    sleeve: solid(colour === 'tortoise' ? FRAME_COLOURS.tortoise : sleeveColour(colour), false),
    lens: new MeshStandardMaterial({
      color: tint ? LENS_TINTS[tint] : CLEAR_LENS,
      transparent: true,
      opacity: !tint ? 0.22 : tint === 'gradientGrey' ? 0.7 : 0.86,
      roughness: 0.1,
      metalness: mirror ? 0.6 : 0,
      side: DoubleSide,
      depthWrite: false,
    }),
  };
}

/** The frame as a group of named meshes (rim-, lens-, endpiece-, temple- with -left/-right, bridge). */
export function frameModel(frame: FrameKind, variant: FrameVariant): Group {
  const drawing = frameDrawing(frame, variant);
  validateFrameDrawing(drawing);
  const g = frameGeometry(drawing);
  const paint = materials(g);
  const group = new Group();
  const add = (name: string, geometry: BufferGeometry, material: MeshStandardMaterial) => {
    const mesh = new Mesh(geometry, material);
    mesh.name = name;
    group.add(mesh);
  };
  const solidFront = !g.metal && !g.splitRims;

  for (const side of [-1, 1] as const) {
    const name = side < 0 ? 'left' : 'right';
    const lens = (points: readonly Point[]) => points.map((p) => onLens(g, side, p));
    if (g.splitRims) {
      add(`rim-${name}`, tube(openCurve(lens(samplePath(g.outline.upper))), g.rimTop / 2), paint.body);
      add(
        `rim-lower-${name}`,
        tube(openCurve(lens(samplePath(g.outline.lower))), g.rimBottom / 2),
        paint.wire,
      );
    } else {
      add(`rim-${name}`, tube(closedCurve(lens(g.outlinePoints)), g.rimTop / 2, true), paint.body);
    }
    add(`lens-${name}`, lensGeometry(g, side), paint.lens);

    // Endpiece: from the rim's outer edge at hinge height to the frame's full width.
    const outer = g.lensCentreX - edgeX(g.outlinePoints, g.hingeY, 'min');
    const height = g.metal ? 2.8 : Math.max(g.rimTop * 1.45, 4.2);
    const endpiece = new BoxGeometry(Math.max(g.halfWidth - outer, 0.5), height, g.metal ? 2 : 4);
    const centre = at(side * ((g.halfWidth + outer) / 2), g.hingeY);
    endpiece.translate(centre.x, centre.y, centre.z);
    add(`endpiece-${name}`, endpiece, paint.body);

    // Temple: the drawings' arm centre line, just inside the frame's width so the total stays totalWidth.
    const radius = g.metal ? 0.9 : 1.4;
    const sleeve = radius * 1.5;
    const x = side * (g.halfWidth - (g.metal ? sleeve : radius));
    const z0 = wrapDepth(g.halfWidth);
    const arm = openCurve(centreLine(drawing.templeLength).map(([z, y]) => at(x, g.hingeY + y, z0 + z)));
    add(`temple-${name}`, tube(arm, radius), paint.body);
    if (g.metal) {
      const tip = openCurve(Array.from({ length: 17 }, (_, i) => arm.getPointAt(0.62 + (0.38 * i) / 16)));
      add(`sleeve-${name}`, tube(tip, sleeve), paint.sleeve);
    }
  }

  const nasal = g.lensCentreX - edgeX(g.outlinePoints, g.bridgeY, 'max');
  const lift = g.lensHeight * (solidFront ? 0.07 : 0.13);
  const bridge = new CubicBezierCurve3(
    at(-nasal, g.bridgeY),
    at(-nasal * 0.45, g.bridgeY - lift),
    at(nasal * 0.45, g.bridgeY - lift),
    at(nasal, g.bridgeY),
  );
  add('bridge', tube(bridge, solidFront ? (g.rimTop * 1.3) / 2 : 0.65), solidFront ? paint.body : paint.wire);
  if (drawing.shape === 'aviator') {
    const top = -g.lensHeight / 2;
    const x = g.lensCentreX - g.lensWidth * 0.12;
    const bar = new CubicBezierCurve3(at(-x, top), at(-x / 3, top - 1), at(x / 3, top - 1), at(x, top));
    add('top-bar', tube(bar, solidFront ? g.rimTop * 0.4 : 0.65), solidFront ? paint.body : paint.wire);
  }
  return group;
}

/** Frees the GPU resources of a model: its geometries and (shared) materials. */
export function disposeModel(group: Group): void {
  const used = new Set<{ dispose(): void }>();
  group.traverse((object) => {
    if (object instanceof Mesh) {
      used.add(object.geometry as BufferGeometry);
      for (const material of [object.material].flat()) used.add(material as MeshStandardMaterial);
    }
  });
  for (const resource of used) resource.dispose();
}
