/** Where the browser asks for the try-on's model and WASM files (Human's `modelBasePath` and `wasmPath`). */
export const TRYON_ASSETS_PATH = '/assets/tryon/';

/** Seconds a running camera may show no face before detectionFailed. */
export const DETECTION_TIMEOUT_MS = 10_000;
/** How long a tracked face may be missing before trackingLost. */
export const TRACKING_LOST_MS = 2_000;
/** How long the face models and WASM may take to load before serverNotResponding. */
export const MODEL_LOAD_TIMEOUT_MS = 30_000;
/** Tracking below this rate (frames a second) for HIGH_LATENCY_WINDOW_MS is highLatency. */
export const MIN_TRACKING_FPS = 2;
export const HIGH_LATENCY_WINDOW_MS = 10_000;

/**
 * The first 1.5 s after a face is found follow faster: Human's box settles over its first few detections
 * (the iris scale moves by up to 5 %), and the slow cut-offs at rest would take seconds to creep after it.
 */
const WARM_UP = { minCutoff: 3, seconds: 1.5 };
/** Smoothing of the pose (One Euro): positions in pixels, axes as unit vectors, the scale in px/mm. */
export const POSITION_SMOOTHING = { minCutoff: 0.3, beta: 0.02, derivativeCutoff: 1, warmUp: WARM_UP };
export const AXIS_SMOOTHING = { minCutoff: 0.5, beta: 2, derivativeCutoff: 1, warmUp: WARM_UP };
export const SCALE_SMOOTHING = { minCutoff: 0.1, beta: 0.05, derivativeCutoff: 1, warmUp: WARM_UP };

/** Record mode: how long the head turn is recorded, and how many pictures at spread angles it gives. */
export const RECORD_DURATION_MS = 3_000;
export const RECORDED_PICTURES = 5;

/**
 * How far a still face's leftover wobble may move any point of the frame after the smoothing (px): the dead
 * band of each smoothed part of the pose. A real move is followed at most this far behind.
 */
export const STILL_FACE_PX = 0.5;
/** How far the frame's ends reach from its centre (mm): half the widest frame's 150 mm. */
export const FRAME_REACH_MM = 75;
