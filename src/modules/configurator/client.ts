/** The configurator's browser-side parts for other modules' client components (the index holds server code). */
export { offerPupilDistance, offerablePupilDistance } from './pupil-distance-offer';
export { configuredPrice } from './lens-pricing';
export { lensAnalyticsFields } from './analytics-fields';
export { LensConfigurator } from './LensConfigurator';
export { ContactLensForm } from './ContactLensForm';
export type { LensConfiguration } from './lens-configuration';
export type { ContactLensRange } from './contact-lens-order';
export type { FieldMessage } from './form-submission';
