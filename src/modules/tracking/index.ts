export { track, trackSafely } from './track';
export type { TrackingEvent } from './catalogue';
export { NavigationTracker } from './NavigationTracker';
export { ComponentTracker } from './ComponentTracker';
export { TrackingDebug } from './TrackingDebug';
export { CORRECTION_OPTIONS, LENS_SECTIONS, TRYON_ERROR_TYPES } from './schemas/option-lists';
