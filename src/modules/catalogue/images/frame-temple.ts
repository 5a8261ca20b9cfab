/** Temple arms as outlines in world millimetres (x right, y down, z away from the viewer of the front). */
import type { FrameGeometry } from './frame-layout';

export type World = readonly [number, number, number];

/** Faceform: the front curves back towards the temples, which the perspective view shows. */
export const wrapDepth = (x: number): number => 0.0012 * x * x;

export interface TemplePiece {
  outline: World[];
  paint: 'body' | 'sleeve';
}

/** The arm's centre line in (z, y) from the hinge: straight, then bending down behind the ear. */
export function centreLine(length: number): [number, number][] {
  const points: [number, number][] = [];
  const bendStart: [number, number] = [0.7 * length, 0.03 * length];
  for (let i = 0; i <= 5; i++) points.push([(bendStart[0] * i) / 5, (bendStart[1] * i) / 5]);
  const control: [number, number] = [0.8 * length, 0.035 * length];
  const end: [number, number] = [0.92 * length, 0.2 * length];
  for (let i = 1; i <= 10; i++) {
    const t = i / 10;
    const u = 1 - t;
    points.push([
      u * u * bendStart[0] + 2 * u * t * control[0] + t * t * end[0],
      u * u * bendStart[1] + 2 * u * t * control[1] + t * t * end[1],
    ]);
  }
  return points;
}

/** The strip of the centre line between two fractions of its length, its height tapering from h0 to h1. */
function strip(
  line: [number, number][],
  from: number,
  to: number,
  h0: number,
  h1: number,
): [number, number][] {
  const lengths = [0];
  for (let i = 1; i < line.length; i++) {
    const [a, b] = [line[i - 1]!, line[i]!];
    lengths.push(lengths[i - 1]! + Math.hypot(b[0] - a[0], b[1] - a[1]));
  }
  const total = lengths[lengths.length - 1]!;
  const top: [number, number][] = [];
  const bottom: [number, number][] = [];
  const steps = Math.max(2, Math.round((to - from) * 24));
  for (let k = 0; k <= steps; k++) {
    const f = from + ((to - from) * k) / steps;
    const at = f * total;
    let i = 1;
    while (i < line.length - 1 && lengths[i]! < at) i++;
    const [a, b] = [line[i - 1]!, line[i]!];
    const t = (at - lengths[i - 1]!) / (lengths[i]! - lengths[i - 1]!);
    const p = [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    const n = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const [dz, dy] = [(b[0] - a[0]) / n, (b[1] - a[1]) / n];
    const h = (h0 + (h1 - h0) * (k / steps)) / 2;
    top.push([p[0]! + dy * h, p[1]! - dz * h]);
    bottom.push([p[0]! - dy * h, p[1]! + dz * h]);
  }
  return [...top, ...bottom.reverse()];
}

/** The arm on one side (-1 left, 1 right of the front view). */
export function templePieces(g: FrameGeometry, side: -1 | 1): TemplePiece[] {
  const line = centreLine(g.drawing.templeLength);
  const z0 = wrapDepth(g.halfWidth);
  const toWorld = (pieces: [number, number][]): World[] =>
    pieces.map(([z, y]) => [side * (g.halfWidth - 0.6 + 0.04 * z), g.hingeY + y, z0 + z] as const);
  if (g.metal) {
    return [
      { outline: toWorld(strip(line, 0, 0.7, 1.9, 1.5)), paint: 'body' },
      { outline: toWorld(strip(line, 0.62, 1, 3.2, 2.4)), paint: 'sleeve' },
    ];
  }
  const h0 = g.drawing.material === 'plastic' ? 5 : 5.6;
  return [{ outline: toWorld(strip(line, 0, 1, h0, 3.2)), paint: 'body' }];
}
