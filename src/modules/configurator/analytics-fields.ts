import type { LensConfiguration } from './lens-configuration';

/** Spec §3: the lens fields of an add_to_cart item (all strings; digitalRelax "none" unless chosen). */
export function lensAnalyticsFields(configuration: LensConfiguration) {
  return {
    glassColor: configuration.tintColour,
    focalType: configuration.lensType,
    tingeType: configuration.tintType,
    glasPackage: configuration.portfolio,
    ...(configuration.fieldOfView ? { fieldOfVision: configuration.fieldOfView } : {}),
    lotus: String(configuration.coatings.includes('easy_clean')),
    digitalRelax: configuration.coatings.includes('blue_light') ? 'blue_light' : 'none',
  };
}
