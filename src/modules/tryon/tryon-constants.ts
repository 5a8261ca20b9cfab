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

/** Smoothing of the pose (One Euro): positions in pixels, axes as unit vectors, the scale in px/mm. */
export const POSITION_SMOOTHING = { minCutoff: 0.3, beta: 0.02, derivativeCutoff: 1 };
export const AXIS_SMOOTHING = { minCutoff: 0.5, beta: 2, derivativeCutoff: 1 };
export const SCALE_SMOOTHING = { minCutoff: 0.1, beta: 0.05, derivativeCutoff: 1 };

/** Record mode: how long the head turn is recorded, and how many pictures at spread angles it gives. */
export const RECORD_DURATION_MS = 3_000;
export const RECORDED_PICTURES = 5;
