export { track, trackSafely, INVALID_TRACKING_DATA } from './track';
export { TRYON_ERROR_TYPES } from './schemas/services';
export type { TrackingEvent } from './catalogue';
export { NAVIGATION_AREAS, type NavigationArea } from './schemas/navigation';
export { VOUCHER_DEFAULT, EVENT_LABEL_DEFAULT } from './schemas/common';
export { NavigationTracker } from './NavigationTracker';
export { ComponentTracker } from './ComponentTracker';
export { TrackingDebug, TRACKING_DEBUG_ACCESS_PATH } from './TrackingDebug';
export { CORRECTION_OPTIONS, LENS_SECTIONS } from './schemas/buying';
