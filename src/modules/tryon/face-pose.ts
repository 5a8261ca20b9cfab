/**
 * The head pose, true scale and measures of one face from Human's 478 landmarks (MediaPipe's face mesh with
 * refined irises), in the picture's pixels. Pure numbers, so the geometry is tested without a camera.
 *
 * Scene coordinates are the picture's with y up and z towards the camera: x right, y = −row, z = −depth.
 */
export type Point3 = readonly [number, number, number];
export type Vector3Tuple = [number, number, number];

/** The average horizontal visible iris diameter of adults, in millimetres. */
export const IRIS_DIAMETER_MM = 11.7;
/**
 * The visible iris against the rim Human's iris model gives. Human crops the eye from its 192-pixel face
 * crop, and its rim falls short of the limbus: on the test face (e2e/fixtures/face.jpg) the eye whose
 * iris is clear of the lids and lashes shows 22 px from sclera to sclera where the rim spans 15.5 px, at each of the
 * bench's zooms. Without it the scale is 1.4× too small: a PD of 84 mm and frames drawn 1.4× too wide.
 */
export const VISIBLE_IRIS_PER_RIM = 1.4;
/** Beyond this yaw (or pitch) the irises are too foreshortened to give the scale or the PD. */
export const MEASURABLE_TURN_DEGREES = 25;

/** MediaPipe face-mesh indices (the picture's left side first). */
const LANDMARK = {
  eyeOuterImageLeft: 33,
  eyeOuterImageRight: 263,
  forehead: 10,
  chin: 152,
  noseBridge: 168,
  cheekImageLeft: 234,
  cheekImageRight: 454,
} as const;
/**
 * The two refined irises as Human appends them: centre, then the rim's right, top, left and bottom points
 * (human/src/face/iris.ts). Human's 468 is the iris of the eye at 263, the picture's right on the test face:
 * the other side from MediaPipe's 468. Which is which is not relied on.
 */
const IRISES = [468, 473] as const;

export interface FacePose {
  /** Where the frame's centre goes: between the pupils, at the nose bridge's depth. Scene pixels. */
  anchor: Vector3Tuple;
  /** The head's axes in the scene: right (towards the picture's right), up and forward (out of the face). */
  right: Vector3Tuple;
  up: Vector3Tuple;
  forward: Vector3Tuple;
  /** Picture pixels per millimetre on the face, from both irises. */
  pixelsPerMm: number;
  /** Degrees; positive when the face turns towards the picture's right. */
  yaw: number;
  pitch: number;
  /** Millimetres: the distance between the pupils and the face's width at the cheekbones. */
  pupilDistanceMm: number;
  faceWidthMm: number;
}

const toScene = ([x, y, z]: Point3): Vector3Tuple => [x, -y, -z];
const sub = (a: readonly number[], b: readonly number[]): Vector3Tuple => [
  a[0]! - b[0]!,
  a[1]! - b[1]!,
  a[2]! - b[2]!,
];
const add = (a: readonly number[], b: readonly number[]): Vector3Tuple => [
  a[0]! + b[0]!,
  a[1]! + b[1]!,
  a[2]! + b[2]!,
];
const scale = (a: readonly number[], factor: number): Vector3Tuple => [
  a[0]! * factor,
  a[1]! * factor,
  a[2]! * factor,
];
const dot = (a: readonly number[], b: readonly number[]) => a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;
const length = (a: readonly number[]) => Math.sqrt(dot(a, a));
const normalise = (a: readonly number[]) => scale(a, 1 / (length(a) || 1));
const cross = (a: readonly number[], b: readonly number[]): Vector3Tuple => [
  a[1]! * b[2]! - a[2]! * b[1]!,
  a[2]! * b[0]! - a[0]! * b[2]!,
  a[0]! * b[1]! - a[1]! * b[0]!,
];
const degrees = (radians: number) => (radians * 180) / Math.PI;

/** The head's orthonormal axes from the outer eye corners (right) and forehead to chin (up). */
export function headAxes(right: readonly number[], upHint: readonly number[]) {
  const x = normalise(right);
  const y = normalise(sub(upHint, scale(x, dot(upHint, x))));
  return { right: x, up: y, forward: cross(x, y) };
}

/**
 * The iris's horizontal diameter in pixels: of its two rim diameters, the one closer to the head's right
 * axis (the rim points' order is not relied on).
 */
function irisDiameter(points: Vector3Tuple[], right: Vector3Tuple): number {
  const diameters = [sub(points[1]!, points[3]!), sub(points[2]!, points[4]!)];
  const horizontal = diameters.reduce((best, next) =>
    Math.abs(dot(normalise(next), right)) > Math.abs(dot(normalise(best), right)) ? next : best,
  );
  return length(horizontal);
}

export interface IrisRim {
  centre: Vector3Tuple;
  /** The rim's horizontal diameter (along the head's right axis), in pixels. */
  rimDiameter: number;
}

/** Each refined iris, in Human's order, in scene pixels. */
export function irisRims(mesh: readonly Point3[], right: Vector3Tuple): IrisRim[] {
  return IRISES.map((first) => {
    const points = Array.from({ length: 5 }, (_, offset) => toScene(mesh[first + offset]!));
    return { centre: points[0]!, rimDiameter: irisDiameter(points, right) };
  });
}

/** The pose of a face, or undefined when the mesh lacks the refined irises. */
export function facePose(mesh: readonly Point3[]): FacePose | undefined {
  if (mesh.length < 478) return undefined;
  const at = (index: number) => toScene(mesh[index]!);
  const axes = headAxes(
    sub(at(LANDMARK.eyeOuterImageRight), at(LANDMARK.eyeOuterImageLeft)),
    sub(at(LANDMARK.forehead), at(LANDMARK.chin)),
  );
  const [irisA, irisB] = irisRims(mesh, axes.right) as [IrisRim, IrisRim];
  const pixelsPerMm =
    (((irisA.rimDiameter + irisB.rimDiameter) / 2) * VISIBLE_IRIS_PER_RIM) / IRIS_DIAMETER_MM;
  const [pupilA, pupilB] = [irisA.centre, irisB.centre];
  const between = scale(add(pupilA, pupilB), 0.5);
  const bridge = at(LANDMARK.noseBridge);
  return {
    anchor: [between[0], between[1], bridge[2]],
    ...axes,
    pixelsPerMm,
    yaw: degrees(Math.asin(Math.max(-1, Math.min(1, axes.forward[0])))),
    pitch: degrees(Math.asin(Math.max(-1, Math.min(1, axes.forward[1])))),
    pupilDistanceMm: length(sub(pupilA, pupilB)) / pixelsPerMm,
    faceWidthMm: length(sub(at(LANDMARK.cheekImageRight), at(LANDMARK.cheekImageLeft))) / pixelsPerMm,
  };
}

/** Whether the head faces the camera closely enough for the irises to measure the face. */
export const measurable = (pose: FacePose) =>
  Math.abs(pose.yaw) <= MEASURABLE_TURN_DEGREES && Math.abs(pose.pitch) <= MEASURABLE_TURN_DEGREES;

/**
 * The frame's placement: a column-major 4×4 matrix (three's `Matrix4.fromArray`) that scales the model's
 * millimetres to pixels, turns it with the head and puts its origin (between the lenses) at the anchor.
 */
export function frameTransform(pose: Pick<FacePose, 'anchor' | 'right' | 'up' | 'forward' | 'pixelsPerMm'>) {
  const { right, up, forward, anchor, pixelsPerMm: s } = pose;
  return [...scale(right, s), 0, ...scale(up, s), 0, ...scale(forward, s), 0, ...anchor, 1];
}
