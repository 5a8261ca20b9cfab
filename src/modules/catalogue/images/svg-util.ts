/** Small helpers shared by the product image drawings: numbers, colours, paths and elements. */

export type Point = readonly [number, number];

/** One piece of a path: a cubic Bézier, or a straight line when `line` is set (c1/c2 unused then). */
export interface Segment {
  c1: Point;
  c2: Point;
  to: Point;
  line?: boolean;
}

export interface OpenPath {
  start: Point;
  segments: readonly Segment[];
}

/** Rounds to one decimal and drops the sign of zero, so output stays compact and stable. */
export function num(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

/** Template tag for hand-written path data: interpolated numbers are rounded like all others. */
export function pathD(strings: TemplateStringsArray, ...values: number[]): string {
  return strings.reduce((d, part, i) => d + part + (i < values.length ? num(values[i]!) : ''), '');
}

export function mapPath(path: OpenPath, map: (p: Point) => Point): OpenPath {
  return {
    start: map(path.start),
    segments: path.segments.map((s) => ({ c1: map(s.c1), c2: map(s.c2), to: map(s.to), line: s.line })),
  };
}

export function pathData(path: OpenPath, close = false): string {
  const pt = (p: Point) => `${num(p[0])} ${num(p[1])}`;
  let d = `M${pt(path.start)}`;
  for (const s of path.segments) d += s.line ? `L${pt(s.to)}` : `C${pt(s.c1)} ${pt(s.c2)} ${pt(s.to)}`;
  return close ? `${d}Z` : d;
}

export function polylineData(points: readonly Point[], close = false): string {
  const d = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${num(p[0])} ${num(p[1])}`).join('');
  return close ? `${d}Z` : d;
}

/** Joins paths end to start into one closed outline. */
export function joinPaths(...paths: readonly OpenPath[]): OpenPath {
  const [first] = paths;
  if (!first) throw new Error('joinPaths needs at least one path');
  return { start: first.start, segments: paths.flatMap((p) => p.segments) };
}

/** Points along a path, `perSegment` per segment, for measuring bounds and edges. */
export function samplePath(path: OpenPath, perSegment = 12): Point[] {
  const points: Point[] = [path.start];
  let from = path.start;
  for (const s of path.segments) {
    for (let i = 1; i <= perSegment; i++) {
      const t = i / perSegment;
      if (s.line) {
        points.push([from[0] + (s.to[0] - from[0]) * t, from[1] + (s.to[1] - from[1]) * t]);
      } else {
        const u = 1 - t;
        const a = u * u * u;
        const b = 3 * u * u * t;
        const c = 3 * u * t * t;
        const e = t * t * t;
        points.push([
          a * from[0] + b * s.c1[0] + c * s.c2[0] + e * s.to[0],
          a * from[1] + b * s.c1[1] + c * s.c2[1] + e * s.to[1],
        ]);
      }
    }
    from = s.to;
  }
  return points;
}

/**
 * Where a closed outline crosses the horizontal line at `y`: the largest x ('max') or smallest x ('min').
 * Falls back to the outline's extreme x when the line misses it.
 */
export function edgeX(points: readonly Point[], y: number, side: 'min' | 'max'): number {
  const hits: number[] = [];
  for (let i = 0; i < points.length; i++) {
    const p = points[i]!;
    const q = points[(i + 1) % points.length]!;
    if ((p[1] - y) * (q[1] - y) <= 0 && p[1] !== q[1]) {
      hits.push(p[0] + ((y - p[1]) / (q[1] - p[1])) * (q[0] - p[0]));
    }
  }
  const xs = hits.length > 0 ? hits : points.map((p) => p[0]);
  return side === 'max' ? Math.max(...xs) : Math.min(...xs);
}

export function bounds(points: readonly Point[]): { minX: number; maxX: number; minY: number; maxY: number } {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  return { minX: Math.min(...xs), maxX: Math.max(...xs), minY: Math.min(...ys), maxY: Math.max(...ys) };
}

/** Builds paths in absolute coordinates; `corner` rounds a corner at `at` ending in `to`. */
export class PathBuilder {
  private readonly segments: Segment[] = [];
  private current: Point;

  constructor(private readonly start: Point) {
    this.current = start;
  }

  line(to: Point): this {
    this.segments.push({ c1: this.current, c2: to, to, line: true });
    this.current = to;
    return this;
  }

  curve(c1: Point, c2: Point, to: Point): this {
    this.segments.push({ c1, c2, to });
    this.current = to;
    return this;
  }

  /** A quarter-ellipse-like rounding: `k` 0.55 is circular, smaller is tighter. */
  corner(at: Point, to: Point, k = 0.55): this {
    const from = this.current;
    return this.curve(
      [from[0] + (at[0] - from[0]) * k, from[1] + (at[1] - from[1]) * k],
      [to[0] + (at[0] - to[0]) * k, to[1] + (at[1] - to[1]) * k],
      to,
    );
  }

  build(): OpenPath {
    return { start: this.start, segments: [...this.segments] };
  }
}

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes two `#rrggbb` colours: t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return `#${ca
    .map((c, i) =>
      Math.round(c + (cb[i]! - c) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export const darken = (hex: string, t: number): string => mix(hex, '#000000', t);
export const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);

/** Relative luminance 0–1 (rough, for picking readable contrasts). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

type AttrValue = string | number | undefined;

/** One element; numbers are rounded, undefined attributes are left out. */
export function el(name: string, attrs: Record<string, AttrValue>, children?: string): string {
  const attrText = Object.entries(attrs)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('');
  return children === undefined ? `<${name}${attrText}/>` : `<${name}${attrText}>${children}</${name}>`;
}

/** Very light warm grey behind every product image. */
export const BACKGROUND = '#f7f7f6';

/** The blur used for soft floor shadows, referenced as `url(#soft)`. */
export function softShadowFilter(): string {
  return el(
    'filter',
    { id: 'soft', x: '-20%', y: '-200%', width: '140%', height: '500%' },
    el('feGaussianBlur', { stdDeviation: 7 }),
  );
}

export const VIEW_WIDTH = 800;
export const VIEW_HEIGHT = 400;

/** The whole document: definitions, the background, then the drawing. */
export function svgDocument(defs: string, body: string): string {
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`,
      width: VIEW_WIDTH,
      height: VIEW_HEIGHT,
    },
    el('defs', {}, defs + softShadowFilter()) +
      el('rect', { width: VIEW_WIDTH, height: VIEW_HEIGHT, fill: BACKGROUND }) +
      body,
  );
}
