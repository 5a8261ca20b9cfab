/** Generated product images: frames from their measurements, contact lens packs from their parameters. */
export { FRAME_VIEWS, frameSvg, type FrameDrawing, type FrameView } from './frame-svg';
export {
  FRAME_MEASUREMENT_RANGES,
  frameDrawing,
  frontLayout,
  type FrameKind,
  type FrontLayout,
} from './frame-layout';
export { contactLensPackSvg, type ContactLensPack } from './contact-lens-svg';
