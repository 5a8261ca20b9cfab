/** Generated product images: frames from their measurements, contact lens packs from their parameters. */
export { FRAME_VIEWS, frameSvg, type FrameView } from './frame-svg';
export { frameDrawing } from './frame-layout';
export { contactLensPackSvg } from './contact-lens-svg';
