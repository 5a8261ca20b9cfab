/**
 * Draws the frame over the picture with three.js: an orthographic camera in the picture's pixels, the
 * catalogue's frame model placed by the head's transform, and an invisible head that hides the temples
 * behind it (it writes depth, not colour).
 */
import {
  DirectionalLight,
  Group,
  HemisphereLight,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  OrthographicCamera,
  Scene,
  SphereGeometry,
  WebGLRenderer,
} from 'three';
import { disposeModel, frameModel, type FrameKind, type FrameVariant } from '@/modules/catalogue/client';

export interface GlassesOverlay {
  /** Sizes the drawing to the picture (its pixels). */
  resize(width: number, height: number): void;
  /** Places the head (a column-major 4×4, see frameTransform), or hides it with undefined. */
  place(transform: number[] | undefined): void;
  /** Swaps the frame; throws (frameNotFound) when the variant's measurements cannot be drawn. */
  setFrame(frame: FrameKind, variant: FrameVariant): void;
  setVisible(visible: boolean): void;
  render(): void;
  dispose(): void;
}

/** The head occluder's half axes in millimetres, about the average adult head behind the eyes. */
const HEAD = { halfHeight: 95, halfDepth: 95, behindBridge: 8, widthBeyondFrame: 3 };

function headOccluder(frameHalfWidth: number): Mesh {
  const material = new MeshBasicMaterial({ colorWrite: false });
  const head = new Mesh(new SphereGeometry(1, 32, 24), material);
  head.scale.set(frameHalfWidth + HEAD.widthBeyondFrame, HEAD.halfHeight, HEAD.halfDepth);
  head.position.set(0, -15, -(HEAD.halfDepth + HEAD.behindBridge));
  head.renderOrder = -1;
  head.name = 'head-occluder';
  return head;
}

/** Throws when the browser cannot create a WebGL context. */
export function createGlassesOverlay(canvas: HTMLCanvasElement): GlassesOverlay {
  const renderer = new WebGLRenderer({ canvas, alpha: true, antialias: true, preserveDrawingBuffer: true });
  renderer.setClearColor(0x000000, 0);
  const scene = new Scene();
  scene.add(new HemisphereLight(0xffffff, 0x8a8f99, 2.2));
  const key = new DirectionalLight(0xffffff, 2);
  key.position.set(0, 200, 400);
  scene.add(key);
  const camera = new OrthographicCamera(0, 1, 0, -1, -100_000, 100_000);

  const head = new Group();
  head.matrixAutoUpdate = false;
  head.visible = false;
  scene.add(head);
  let glasses: Group | undefined;
  let occluder: Mesh | undefined;
  let glassesVisible = true;

  const clearFrame = () => {
    if (glasses) {
      head.remove(glasses);
      disposeModel(glasses);
    }
    if (occluder) {
      head.remove(occluder);
      occluder.geometry.dispose();
      (occluder.material as MeshBasicMaterial).dispose();
    }
  };

  return {
    resize(width, height) {
      renderer.setSize(width, height, false);
      camera.right = width;
      camera.bottom = -height;
      camera.updateProjectionMatrix();
    },
    place(transform) {
      head.visible = transform !== undefined;
      if (transform) head.matrix.copy(new Matrix4().fromArray(transform));
      head.matrixWorldNeedsUpdate = true;
    },
    setFrame(frame, variant) {
      const next = frameModel(frame, variant);
      clearFrame();
      glasses = next;
      glasses.visible = glassesVisible;
      occluder = headOccluder(variant.totalWidth / 2);
      head.add(occluder, glasses);
    },
    setVisible(visible) {
      glassesVisible = visible;
      if (glasses) glasses.visible = visible;
    },
    render() {
      renderer.render(scene, camera);
    },
    dispose() {
      clearFrame();
      renderer.dispose();
      renderer.forceContextLoss();
    },
  };
}
