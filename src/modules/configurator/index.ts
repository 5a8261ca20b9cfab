export * from './lens-options';
export { RANGES, readPrescription, PRESCRIPTION_ERROR_CODES, EYES } from './prescription';
export type {
  Eye,
  PdMode,
  Prescription,
  PrescriptionForm,
  PrescriptionField,
  FieldError,
} from './prescription';
export { minimumIndex, availableIndices } from './lens-index';
export { configureLenses, lensChoiceSchema } from './lens-configuration';
export type { LensChoice, LensConfiguration, FrameKind, OptionField } from './lens-configuration';
export { lensPrice, configuredPrice, type PriceLine } from './lens-pricing';
export { lensAnalyticsFields } from './analytics-fields';
export { contactLensOrderErrors, offeredValues, MAX_BOXES_PER_EYE } from './contact-lens-order';
export type { ContactLensOrder, EyeLenses, ContactLensError, ContactLensRange } from './contact-lens-order';
export { fieldErrorMessage, contactLensErrorMessage } from './error-messages';
export { lensSummary, eyeLensSummary } from './lens-summary';
export { LensConfigurator } from './LensConfigurator';
export type { FieldMessage } from './form-submission';
export { ContactLensForm } from './ContactLensForm';
