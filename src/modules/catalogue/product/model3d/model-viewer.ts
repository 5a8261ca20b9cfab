/**
 * Renders a frame model on a canvas, one frame per call: the slider turns it, nothing animates. The only
 * module of the slider that imports three, loaded when the shopper opens the 3D model.
 */
import {
  Box3,
  Color,
  DirectionalLight,
  Group,
  HemisphereLight,
  MathUtils,
  PerspectiveCamera,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import { BACKGROUND } from '../../images/svg-util';
import type { FrameVariant } from '../../model/product';
import type { FrameKind } from '../../images/frame-layout';
import { disposeModel, frameModel } from './frame-model';
import { positionAngle } from './positions';

export interface ModelViewer {
  /** Turns the model to a slider position (1 is the front) and renders it. */
  show(position: number): void;
  dispose(): void;
}

const FOV = 28;

/** Throws when the browser cannot create a WebGL context. */
export function createModelViewer(
  canvas: HTMLCanvasElement,
  frame: FrameKind,
  variant: FrameVariant,
): ModelViewer {
  // The model first: invalid measurements throw before a WebGL context exists.
  const model = frameModel(frame, variant);
  const renderer = new WebGLRenderer({ canvas, antialias: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));

  const scene = new Scene();
  scene.background = new Color(BACKGROUND);
  scene.add(new HemisphereLight(0xffffff, 0x8a8f99, 2.2));
  const key = new DirectionalLight(0xffffff, 2.4);
  key.position.set(80, 160, 200);
  const rim = new DirectionalLight(0xffffff, 0.8);
  rim.position.set(-120, 40, -160);
  scene.add(key, rim);

  // Turn about the model's own centre so it stays in view at every angle.
  const box = new Box3().setFromObject(model);
  model.position.sub(box.getCenter(new Vector3()));
  const turntable = new Group();
  turntable.add(model);
  scene.add(turntable);

  const extent = box.getSize(new Vector3());
  const radius = Math.hypot(extent.x, extent.z) / 2;
  const camera = new PerspectiveCamera(FOV, 2, 1, 2000);
  let position = 1;

  const render = () => {
    const width = canvas.clientWidth || 600;
    const height = canvas.clientHeight || 300;
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    // Far enough for the turning model's widest extent to fit both across and up.
    const slope = Math.tan(MathUtils.degToRad(FOV / 2));
    const across = radius / (slope * camera.aspect);
    const up = Math.max(extent.y / 2, radius * 0.5) / slope;
    const distance = Math.max(across, up) * 1.1 + radius * 0.4;
    camera.position.set(0, distance * 0.18, distance);
    camera.lookAt(0, 0, 0);
    camera.updateProjectionMatrix();
    turntable.rotation.y = MathUtils.degToRad(positionAngle(position));
    renderer.render(scene, camera);
  };

  const resize = new ResizeObserver(() => render());
  resize.observe(canvas);

  return {
    show(next) {
      position = next;
      render();
    },
    dispose() {
      resize.disconnect();
      disposeModel(model);
      renderer.dispose();
      // Frees the context now: each opening gets a new canvas, and browsers allow only a few contexts.
      renderer.forceContextLoss();
    },
  };
}
