export { track, trackSafely } from './track';
export { TRYON_ERROR_TYPES } from './schemas/services';
export type { TrackingEvent } from './catalogue';
export { NavigationTracker } from './NavigationTracker';
export { ComponentTracker } from './ComponentTracker';
export { TrackingDebug } from './TrackingDebug';
export { CORRECTION_OPTIONS, LENS_SECTIONS } from './schemas/buying';
