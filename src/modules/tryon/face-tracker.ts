/**
 * Face mesh, irises and head pose from Human on the tfjs WASM backend, with the shop's own model and WASM
 * files. Loaded with a dynamic import once the try-on opens.
 */
import type { Config, FaceResult, Human } from '@vladmandic/human';
import type { Point3 } from './face-pose';
import { MODEL_LOAD_TIMEOUT_MS, TRYON_ASSETS_PATH } from './tryon-constants';

export class ModelLoadError extends Error {
  override name = 'ModelLoadError';
}

export interface FaceTracker {
  /** The mesh of the one face in the picture, or undefined when there is none. */
  detect(input: HTMLVideoElement | HTMLImageElement | HTMLCanvasElement): Promise<Point3[] | undefined>;
}

const REQUIRED_MODELS = ['blazeface', 'facemesh', 'iris'];
/** The side of the face crop Human's mesh model takes, in pixels. */
const MESH_INPUT_SIZE = 192;

/** Human's settings: detector, mesh and irises on the WASM backend, with the shop's own files. */
export const HUMAN_CONFIG: Partial<Config> = {
  backend: 'wasm',
  wasmPath: TRYON_ASSETS_PATH,
  modelBasePath: TRYON_ASSETS_PATH,
  warmup: 'none',
  debug: false,
  filter: { enabled: false },
  face: {
    enabled: true,
    // The detector's fresh box every 2.5 s (Human's default) shifted the mesh by a pixel or two on a still
    // face. The mesh's own box follows the face; the detector runs again when the mesh loses it or the
    // picture changes a lot (Human's cacheSensitivity), and at least once a minute.
    detector: { rotation: false, maxDetected: 1, return: false, skipFrames: 1000, skipTime: 60_000 },
    mesh: { enabled: true },
    iris: { enabled: true },
    attention: { enabled: false },
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    gear: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
};

/** A face's mesh in the picture's pixels. */
export function meshInPixels(face: Pick<FaceResult, 'box' | 'mesh'>): Point3[] {
  // Human scales x and y to the picture but leaves z in the units of the square crop the mesh model saw.
  const depthScale = Math.max(face.box[2], face.box[3]) / MESH_INPUT_SIZE;
  return face.mesh.map(([x, y, z = 0]): Point3 => [x, y, z * depthScale]);
}

async function createHuman(): Promise<Human> {
  const { Human } = await import('@vladmandic/human');
  const human = new Human(HUMAN_CONFIG);
  await human.load();
  const loaded = human.models.loaded();
  const missing = REQUIRED_MODELS.filter((model) => !loaded.some((name) => name.includes(model)));
  if (missing.length > 0) throw new ModelLoadError(`face models not loaded: ${missing.join(', ')}`);
  return human;
}

let shared: Promise<Human> | undefined;

/** One Human per page, loaded on first use; a failed or late load is a ModelLoadError and is tried again next time. */
export async function loadFaceTracker(): Promise<FaceTracker> {
  shared ??= createHuman();
  const attempt = shared;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ModelLoadError('face models did not load in time')),
      MODEL_LOAD_TIMEOUT_MS,
    );
  });
  try {
    const human = await Promise.race([attempt, late]);
    return {
      async detect(input) {
        const face = (await human.detect(input)).face[0];
        return face && meshInPixels(face);
      },
    };
  } catch (error) {
    if (shared === attempt) shared = undefined;
    throw error instanceof ModelLoadError ? error : new ModelLoadError(String(error));
  } finally {
    clearTimeout(timer);
  }
}
