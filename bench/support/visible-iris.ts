/**
 * The visible iris, white to white, read from the pixels of one row through the iris: on each side
 * the sclera is the brightest pixel between the iris rim and the eye's corner, and the iris's edge is where
 * the brightness falls from it to halfway down to the iris's (at sub-pixel precision).
 */
export interface IrisRow {
  /** Brightness along the row, from the pixel at index 0. */
  brightness: number[];
  /** Indices into `brightness`: the iris centre and the eye's two corners. */
  centre: number;
  corners: [number, number];
  /** Human's rim radius in pixels: where the sclera starts at the earliest. */
  rimRadius: number;
}

/** Below this brightness step from iris to sclera the row does not show the white of the eye. */
const MIN_CONTRAST = 30;

const quantile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * share)]!;

/** The iris edge on one side (direction −1 or +1), or undefined when no white shows there. */
function edge({ brightness, centre, corners, rimRadius }: IrisRow, irisLevel: number, direction: 1 | -1) {
  const corner = direction > 0 ? Math.max(...corners) : Math.min(...corners);
  let peak = -1;
  for (let at = Math.round(centre + direction * rimRadius); direction * (corner - at) >= 0; at += direction) {
    if (peak < 0 || brightness[at]! > brightness[peak]!) peak = at;
  }
  if (peak < 0 || brightness[peak]! - irisLevel < MIN_CONTRAST) return undefined;
  const half = (brightness[peak]! + irisLevel) / 2;
  for (let at = peak; direction * (at - centre) > 0; at -= direction) {
    const inner = brightness[at - direction]!;
    if (inner < half) return at - direction + (direction * (half - inner)) / (brightness[at]! - inner);
  }
  return undefined;
}

/** The visible iris's edges (indices, fractional), or undefined when the row does not show white on both sides. */
export function visibleIris(row: IrisRow): { left: number; right: number } | undefined {
  const { brightness, centre, rimRadius } = row;
  const inside = brightness.slice(Math.round(centre - rimRadius), Math.round(centre + rimRadius) + 1);
  const irisLevel = quantile(inside, 0.25);
  const left = edge(row, irisLevel, -1);
  const right = edge(row, irisLevel, 1);
  return left === undefined || right === undefined ? undefined : { left, right };
}
