/** The fixed value lists of the catalogue's events, without zod: the browser's code reads them too. */
export const LENS_SECTIONS = [
  'portfolio',
  'lens_type',
  'refraction_index',
  'field_of_view',
  'coating',
  'tint_color',
  'tint_type',
  'correction_values',
] as const;

export const CORRECTION_OPTIONS = [
  'pupillarydistance_left',
  'pupillarydistance_right',
  'sphere_left',
  'sphere_right',
  'cylinder_left',
  'cylinder_right',
  'axis_left',
  'axis_right',
  'addition_left',
  'addition_right',
  'pupillarydistance_toggle',
  'readers_dioptrin',
] as const;

export const TRYON_ERROR_TYPES = [
  'cameraAccessDenied',
  'detectionFailed',
  'frameNotFound',
  'highLatency',
  'licenseNotFound',
  'liveIncompatibleBrowser',
  'liveIncompatibleOS',
  'noCameraFound',
  'poseInvalid',
  'protocolFailed',
  'removalLowPerformances',
  'serverNotResponding',
  'trackingLost',
] as const;
