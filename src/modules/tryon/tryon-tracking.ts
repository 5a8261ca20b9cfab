import { trackSafely } from '@/modules/tracking';

type TryOnStep =
  | '3D_TRYON_MODAL_LOADED'
  | '3D_TRYON_FACE_DETECTED'
  | '3D_TRYON_GLASSES_READY'
  | '3D_TRYON_SHOW_CLICK'
  | '3D_TRYON_HIDE_CLICK'
  | '3D_TRYON_RECORD_START'
  | '3D_TRYON_RECORD_FINISH'
  | '3D_TRYON_GENERATED'
  | '3D_TRYON_ASSET_LOADED'
  | '3D_TRYON_DELETE';

/** One step of the try-on, on the product page; `imageNumber` (from 1) names a generated picture. */
export const trackTryOn = (eventType: TryOnStep, imageNumber?: number) =>
  trackSafely(
    {
      eventType,
      pageClassification: 'PRODUCT',
      ...(imageNumber === undefined ? {} : { imageNumber: String(imageNumber) }),
    },
    'try-on event',
  );
